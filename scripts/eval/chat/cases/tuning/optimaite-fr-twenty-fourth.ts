// Tuning cases for OptimAIte in Quebec French, written by a twenty-fourth writer (an owner who tells their story first) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_FOURTH: readonly ChatCase[] = [
  {
    q: "Ma gérante de clinique est déjà dans le jus avec les horaires, la paie pis les commandes de fournitures. La dernière fois qu'on a changé de logiciel, elle a passé trois soirs à remplir des formulaires pis à faire des appels avec le support. De son côté à elle, ça va lui demander combien de temps, votre mise en place?",
    expect: {
      all: [/10 min|dix minutes/, /15 min|quinze minutes/],
    },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "On ferme à 17 h en semaine et on est fermés le dimanche, mais c'est justement le soir que les gens pensent à appeler pour leurs rendez-vous. Le lundi matin, on a une vingtaine de messages dans la boîte vocale, pis la moitié ont déjà réservé ailleurs quand on rappelle. Votre réceptionniste, elle répond-tu la nuit pis les fins de semaine?",
    expect: {
      any: [/24 ?h|24 ?heures|24\/7|24 sur 24/, /nuit/, /fin de semaine|fins de semaine|week-?end/, /ferie/],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "On a une clientèle assez haut de gamme dans notre clinique de chirurgie esthétique, et nos patientes sont habituées à un accueil personnalisé. J'ai testé un robot téléphonique l'an passé qui sonnait comme un centre d'appels générique, pis il savait même pas nos prix. Est-ce que la vôtre peut répondre au nom de ma clinique, avec mes prix à moi?",
    expect: {
      all: [/prix|services|politiques|\bton\b/],
      any: [/\boui\b/, /nom de (votre|la) clinique/, /formee/],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? »; landing.ts BENEFITS_TEASER",
  },
  {
    q: "Mon spa médical est sur Fresha depuis l'ouverture, pis toutes mes employées ont leur propre horaire là-dedans. Le dernier outil qu'on a essayé réservait des clients sur des plages qui étaient déjà prises parce qu'il se synchronisait une fois par jour. Votre affaire marche-tu avec Fresha, pis en temps réel?",
    expect: {
      all: [/fresha/],
      any: [/temps reel/, /disponibilit/, /\boui\b/],
    },
    source: "integrations.ts Fresha (Disponibilités en temps réel, réservation par membre du personnel)",
  },
  {
    q: "On est une petite clinique de deux médecins esthétiques, on n'a jamais acheté de logiciel de réservation : tout est dans un Google Agenda partagé entre nous deux et la secrétaire. Chaque fournisseur qu'on appelle veut nous vendre un gros système en plus. Faut-il absolument changer notre façon de faire pour utiliser votre réceptionniste?",
    expect: {
      all: [/google/],
      any: [/agenda|calendar/, /directement/, /sans logiciel/],
    },
    source:
      "integrations.ts Google Calendar « Réserve directement dans Google Agenda, pour les cliniques sans logiciel de réservation »",
  },
  {
    q: "J'ai deux centres de bien-être, un à Sherbrooke pis un à Magog, et on gère les cours de yoga thérapeutique et les rendez-vous de massothérapie dans Mindbody. L'ancien service de réponse mélangeait toujours les deux succursales. Est-ce que vous êtes capables de réserver dans Mindbody pour mes deux établissements?",
    expect: {
      all: [/mindbody/],
      any: [/etablissement/, /multi/, /\boui\b/],
    },
    source:
      "integrations.ts Mindbody « Réserve cours et rendez-vous dans tous vos établissements Mindbody » (agendas multiétablissements)",
  },
  {
    q: "Nos consultations de chirurgie se prennent par Calendly, et on a deux chirurgiens qui se partagent les nouveaux patients. Présentement, c'est ma coordonnatrice qui décide à la main qui prend qui, pis ça crée des chicanes. Votre réceptionniste peut-tu utiliser Calendly et répartir les consultations entre les deux?",
    expect: {
      all: [/calendly/],
      any: [/alternance/, /round.?robin/, /repart/, /equipe/],
    },
    source: "integrations.ts Calendly (Répartition en alternance dans l'équipe, correspondance des types d'événements)",
  },
  {
    q: "On n'a aucun programmeur à l'interne, je suis infirmière propriétaire pis mon conjoint s'occupe de l'informatique le soir quand il a le temps. Notre logiciel de gestion est pas dans votre liste, et je veux pas me retrouver toute seule si la connexion brise. Si on part une intégration sur mesure, qui s'en occupe, concrètement?",
    expect: {
      any: [/ingenieur/, /notre equipe|nous (creons|nous en occupons|entretenons)/, /entretien|entretient|entretenons/],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION (« Notre équipe crée et entretient la connexion pour vous », soutien dédié d'un ingénieur en intégration)",
  },
  {
    q: "Dans une clinique d'esthétique, on a notre lot de clients mécontents, surtout après un remplissage qui a pas donné le résultat espéré. Je veux surtout pas qu'une machine se mette à argumenter avec quelqu'un de fâché au téléphone. Qu'est-ce qu'elle fait, votre IA, quand un patient appelle pour se plaindre?",
    expect: {
      all: [/transf/],
      any: [/plainte/, /equipe/, /regle/],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (les plaintes sont transférées à votre équipe)",
  },
  {
    q: "Quand mon ancienne boîte vocale transférait un appel à mon cell, je décrochais sans avoir aucune idée de qui c'était ni pourquoi ça appelait. J'étais souvent entre deux patients, alors ça faisait des conversations pas mal maladroites. Quand votre réceptionniste passe un appel à mon équipe, est-ce qu'on sait d'avance de quoi il s'agit?",
    expect: {
      all: [/resume/],
      any: [/texto|sms/, /courriel|e-?mail/],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (résumé envoyé par texto ou par courriel)",
  },
  {
    q: "On a beaucoup de patients âgés dans notre clinique de soins des yeux, et ils nous rappellent souvent pour revérifier l'heure ou l'adresse de leur rendez-vous. Ça bloque la ligne pour rien pendant que d'autres essaient d'appeler. Quand votre IA prend un rendez-vous, est-ce que le patient reçoit quelque chose pour confirmer?",
    expect: {
      all: [/texto|sms/],
      any: [/date/, /heure/, /adresse/, /confirm/],
    },
    source: "landing.ts FEATURES « Confirmations par texto » (date, heure et adresse)",
  },
  {
    q: "Chaque semaine, on a des patients qui annulent la veille ou le matin même, et la plage reste vide parce que personne a le temps d'appeler la liste de gens qui attendaient. C'est des milliers de dollars perdus par mois pour une clinique de laser comme la nôtre. Est-ce que votre système peut remplir ces trous-là tout seul?",
    expect: {
      any: [/liste d'attente/, /combl/, /rempli/],
    },
    source:
      "services.ts BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente); landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Mon associé est comptable de formation et il veut des chiffres avant d'approuver n'importe quelle dépense. Avec notre ancien service de réponse, on recevait rien, juste une facture à la fin du mois. Quels rapports ou statistiques on aurait avec votre réceptionniste?",
    expect: {
      any: [
        /tableau de bord/,
        /volume d'appels/,
        /revenus recuperes/,
        /taux de reservation/,
        /rendez-vous pris/,
        /resultats des appels/,
      ],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Chez nous, on reçoit à peu près 20 appels par jour et j'estime qu'on en manque le tiers, disons 30 %. Un client nous rapporte environ 150 $ en moyenne, et notre réceptionniste nous coûte 4 000 $ par mois. Selon votre calcul, ça nous ferait un rendement de combien par mois?",
    expect: {
      all: [amount(21955)],
      any: [amount(17955), amount(4000)],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (exemple : rendement mensuel d'environ 21 955 $)",
  },
  {
    q: "Honnêtement, on manque à peu près aucun appel : j'ai deux réceptionnistes à temps plein, une le matin pis une l'après-midi. J'ai mis zéro dans le taux d'appels manqués de votre calculateur et il m'a félicité. Dans mon cas, ça me donnerait quoi de prendre votre réceptionniste IA?",
    expect: {
      any: [/cout|economi/, /automatis/],
    },
    source:
      "landing.ts CALCULATOR congratulations « Vous ne manquez aucun appel. OptimAIte peut tout de même réduire vos coûts de réception et automatiser vos réservations et vos rappels. »",
  },
  {
    q: "Le dernier fournisseur qu'on a eu a fait l'installation, nous a envoyé la facture, pis on n'a plus jamais eu de nouvelles quand ça s'est mis à mal répondre. On a fini par tout débrancher au bout de trois semaines. Après la mise en service, est-ce que vous faites un suivi ou on est laissés à nous-mêmes?",
    expect: {
      any: [/premiere semaine/, /ajust/, /suivons|suivi/, /accompagn/],
    },
    source:
      "services.ts TIMELINE Jour 3 (« nous suivons et ajustons tout au long de la première semaine »); integrations.ts « Soutien dédié »",
  },
  {
    q: "On fait du LASIK et des implants de lentilles, et la moitié des appels c'est des gens qui veulent savoir s'ils sont de bons candidats pis comment payer ça. Ma coordonnatrice passe ses journées à expliquer les mêmes affaires. Votre IA est-elle capable de gérer ce genre d'appels-là dans une clinique comme la nôtre?",
    expect: {
      any: [/financement/, /preselection|candidat/, /evaluation/],
    },
    source:
      "services.ts SPECIALTIES « LASIK et soins des yeux » (présélectionne les candidats, réserve les évaluations, explique les options de financement)",
  },
  {
    q: "Je suis dentiste propriétaire avec quatre fauteuils, et le casse-tête quotidien c'est de caser les urgences entre les nettoyages sans tout décaler. Les solutions qu'on a vues étaient faites pour des salons de coiffure, pas pour une clinique dentaire. Est-ce que votre réceptionniste comprend ce genre d'horaire?",
    expect: {
      any: [/fauteuil/, /nettoyage/, /urgence/, /dentaire/],
    },
    source:
      "services.ts SPECIALTIES « Cliniques dentaires » (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "J'ai rempli votre formulaire de démo mardi matin en sortant d'une consultation, et je suis pas certaine d'avoir bien cliqué sur le bouton à la fin. J'ai pas encore eu d'appel, et je voudrais pas passer pour quelqu'un qui s'en fiche. Normalement, vous revenez vers les gens dans quel délai?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre heures/],
    },
    source: "lead-dialogs.ts demo successText « Nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "Ma démo avec vous est réservée pour jeudi, mais on vient de me mettre une chirurgie de dernière minute en plein dans ce créneau-là. Je veux pas juste faire faux bond, j'ai trop souvent eu des représentants qui me l'ont fait à moi. Comment je fais pour déplacer ma démo?",
    expect: {
      all: [/courriel|invitation|e-?mail/],
      any: [/lien/, /deplac|reporter|changer|modifier/],
    },
    source:
      "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} » (lien dans le courriel et l'invitation)",
  },
  {
    q: "Je fais très attention à ce qu'on met sur le site de ma clinique, parce qu'on s'est fait reprocher par un patient d'avoir un pixel Facebook sans le dire. Là, je navigue sur votre site pis je me demande ce qui me suit à la trace. Utilisez-vous des traceurs publicitaires?",
    expect: {
      all: [/aucun|pas de|n'utilis|ne .{0,20}pas/],
      any: [/traceur/, /publicit/, /marketing/],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (Marketing désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "Notre responsable informatique nous a fait une présentation sur la Loi 25 et depuis, je me méfie de tous les sites qui collectent des adresses IP. J'ai utilisé votre calculateur tantôt pour voir ce que ça donnerait pour ma clinique. Est-ce que vous conservez mon adresse IP?",
    expect: {
      all: [/jamais|ne (la |l')?(conserv|gard)|pas (conserv|gard)|n'est (jamais|pas)/],
      any: [/\bip\b/, /memoire/, /localisation approximative/],
    },
    source: "privacy.ts « Statistiques » (« Votre adresse IP n'est jamais conservée »)",
  },
  {
    q: "J'ai demandé une démo l'hiver dernier, puis on a vendu la clinique à un groupe en mars. Je veux que mes infos disparaissent de vos listes, c'est une question de principe, j'en ai assez des bases de données qui traînent partout. Si je vous demande de tout supprimer, ça prend combien de temps?",
    expect: {
      all: [/30 jours|trente jours/],
    },
    source: "privacy.ts « Vos droits » (« Nous répondons dans un délai de 30 jours »)",
  },
  {
    q: "Je te pose toutes sortes de questions depuis tantôt sur ma clinique, le nombre d'appels qu'on rate pis nos problèmes avec notre ancien fournisseur. Je me rends compte que j'ai peut-être donné des détails un peu trop précis. Est-ce que vous gardez ce que j'écris dans ce chat-là?",
    expect: {
      any: [/pas enregistr/, /90 jours|quatre-vingt-dix jours/, /pas su repondre|sans reponse/],
    },
    source:
      "privacy.ts « Conservation » (les questions posées à l'assistant ne sont pas enregistrées, sauf celles sans réponse, gardées 90 jours)",
  },
  {
    q: "Votre calculateur m'a promis plus de 20 000 $ par mois de revenus récupérés, et j'ai montré ça à ma banque pour justifier un investissement. Mon conseiller m'a demandé si c'était garanti par écrit. Si les résultats sont pas là, est-ce que vous vous engagez sur ces chiffres-là?",
    expect: {
      all: [/estimation|estime|pas une promesse|aucune promesse|ne constitu|pas garanti|aucune garantie/],
    },
    source:
      "legal-notice.ts « Responsabilité » (les chiffres de rendement sont des estimations et ne constituent pas une promesse de résultats)",
  },
  {
    q: "Mon associée est anglophone et elle gère toute la partie administrative de notre clinique à Gatineau. C'est elle qui va signer le contrat pis elle aime mieux lire les détails dans sa langue. Votre site est-tu disponible en anglais aussi?",
    expect: {
      all: [NAMES_LANGUAGE.en],
    },
    source: "langues du site : OptimAIte est offert en français (fr-CA) et en anglais",
  },
  {
    q: "Je regarde les vidéos de témoignages de tous les fournisseurs, mais c'est toujours des cliniques de Californie qui ont rien à voir avec nous. Nous, on est une clinique de chirurgie réfractive et on perd des appels pendant les opérations. Avez-vous des témoignages de cliniques LASIK ou de chirurgiens qui utilisent votre service?",
    expect: {
      any: [/clearview/, /carter/, /mitchell/, /moitie/, /tiers/],
    },
    source: "landing.ts TESTIMONIALS (James Carter, ClearView LASIK; Dre Sarah Mitchell)",
  },
  {
    q: "Ma dernière hygiéniste dentaire nous a quittés pour un poste au public, pis je dois en trouver une autre au plus vite. J'ai jamais été bon pour rédiger ce genre de texte-là. Peux-tu m'écrire une offre d'emploi pour une hygiéniste dentaire à temps plein?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source:
      "hors sujet : aucune page d'OptimAIte ne traite de recrutement (refus poli qui ramène à la réceptionniste IA)",
  },
  {
    q: "Avant de signer avec un fournisseur, mon avocat veut toujours vérifier le nom légal de l'entreprise, son adresse et qui en est responsable. On s'est déjà fait avoir par une compagnie qui existait juste sur papier. Où est-ce que je trouve ces informations-là sur votre site?",
    expect: {
      any: [/mentions legales/],
      link: "/fr/mentions-legales",
    },
    source: "legal-notice.ts « Mentions légales » (Éditeur, Coordonnées), page /fr/mentions-legales",
  },
  {
    q: "Chaque fois que ça sonne dans le vide chez nous, je me dis qu'on vient de perdre un patient, surtout ceux qui tombent sur la boîte vocale et raccrochent sans laisser de message. Mon ancien fournisseur me promettait des miracles sans jamais me donner de chiffre. De ces patients-là qui auraient raccroché, vous en récupérez combien, selon vous?",
    expect: {
      all: [/95 ?%|95 pour ?cent|95 pourcent/],
    },
    source:
      "services.ts WHY_CHOOSE_US « Plus de revenus réservés » (récupère 95 % des patients qui auraient raccroché devant la boîte vocale)",
  },
];

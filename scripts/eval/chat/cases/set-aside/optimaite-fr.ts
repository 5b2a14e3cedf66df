// OptimAIte in Quebec French (/fr/optimaite): the set-aside third, written before the tuning cases and never used
// while tuning.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR: readonly ChatCase[] = [
  {
    q: "C'est combien par mois?",
    expect: { any: [/volume d'appels/, /depend/], all: [/soumission|demo/] },
    source: "optimaite/fr/faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Ça marche avec Google Agenda?",
    expect: { all: [/google (agenda|calendar)/] },
    source: "optimaite/fr/faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Êtes-vous conformes à la LPRPDE?",
    expect: { all: [/lprpde|pipeda/], any: [/\boui\b/, /chiffr/] },
    source: "optimaite/fr/faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "ça prend combien de temps avant d'être en service?",
    expect: { all: [/3 jours|trois jours|jour 3/] },
    source: "optimaite/fr/faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Je dois annuler ma démo de jeudi",
    expect: { all: [/courriel|e-?mail/, /lien/, /annul/] },
    source: "src/server/leads/wording/fr.ts (lien pour déplacer ou annuler); demo-meeting-texts-fr.ts",
  },
  {
    q: "C'est quoi la durée de la démo?",
    // DEFAULT_AVAILABILITY.slotMinutes: 30 minutes on a fresh install; not the 15-minute test call.
    expect: { all: [/30 ?min/], none: [/3 jours/, /appel d'essai de 15/] },
    source: "src/shared/demo-slots/availability.ts DEFAULT_AVAILABILITY; lead-texts-fr.ts slots.length",
  },
  {
    q: "elle fait quoi si un patient pose une question qu'elle connait pas?",
    expect: { all: [/transf/], any: [/resume/, /equipe/] },
    source: "optimaite/fr/faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Peux-tu me donner la météo à Montréal demain?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "Avez-vous des cliniques de dermato comme clientes?",
    expect: { all: [/dermato/] },
    source: "optimaite/fr/services.ts SPECIALTIES (Dermatologie)",
  },
  {
    q: "est-ce que ça envoie des rappels par texto aux patients",
    expect: { all: [/rappel/], any: [/texto/, /sms/] },
    source: "optimaite/fr/landing.ts FEATURES « Rappels intelligents », « Confirmations par texto »",
  },
  {
    q: "Je veux parler à quelqu'un de votre équipe",
    expect: { any: [/nous joindre/, /contact/, /24 h/] },
    source: "optimaite/fr/frame.ts FINAL_CTA « Nous joindre »; lead-dialogs fr (24 heures)",
  },
  {
    q: "Can I get this in English?",
    // English on the French page: OptimAIte speaks English, so the answer is in English with the English page.
    expect: { all: [NAMES_LANGUAGE.en], link: "/optimaite" },
    source: "SITE_LOCALES.optimaite (English at /optimaite)",
  },
  {
    q: "Combien je récupérerais avec 30 appels par jour?",
    expect: { all: [/calculateur/], link: "/fr/optimaite#roi-calculator" },
    source: "optimaite/fr/landing.ts CALCULATOR « Calculateur de rendement »",
  },
  {
    q: "Vous gardez mes infos combien de temps?",
    expect: { all: [/12 mois/] },
    source: "optimaite/fr/privacy.ts Conservation",
  },
  {
    q: "est-ce que ça fonctionne avec vagaro",
    expect: { all: [/vagaro/] },
    source: "optimaite/fr/integrations.ts (Vagaro)",
  },
  {
    q: "Peut-elle répondre avec le nom de ma clinique?",
    expect: { any: [/nom de votre clinique/, /formee/, /votre ton/] },
    source: "optimaite/fr/faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Pouvez-vous m'aider avec mes impôts suisses?",
    // Another brand's product on the wrong site: refused, never answered with SwissHack's figures.
    expect: refusal("fr", HELPS_WITH.optimaite, { none: [amount(7258)] }),
    source: "issue 56 (another brand's product on the wrong site)",
  },
  {
    q: "vous avez combien de cliniques clientes",
    expect: { all: [/500/] },
    source: "optimaite/fr/landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  // Added 2026-11-29, written before any further tuning, to keep a third of OptimAIte's French cases set aside
  // (the tuning file gained 14 cases that day). Never used while tuning.
  {
    q: "Vous avez des clients en LASIK?",
    expect: { all: [/lasik/] },
    source: "optimaite/fr/landing.ts « Des équipes de chirurgie plastique, de LASIK… »",
  },
  {
    q: "Ça prend combien de temps avant que l'IA réponde à nos appels?",
    expect: { all: [/3 jours/] },
    source: "optimaite/fr/services.ts « En service en 3 jours »",
  },
  {
    q: "La réceptionniste peut-elle proposer des forfaits à nos clientes?",
    expect: { all: [/forfait/] },
    source: "optimaite/fr/landing.ts FEATURES « Propose des traitements complémentaires et des forfaits »",
  },
  {
    q: "Mes données de patients sont-elles protégées?",
    expect: { any: [/chiffr/, /\bbaa\b/, /lprpde/, /hipaa/] },
    source: "optimaite/fr/faq.ts conformité",
  },
  {
    q: "Est-ce qu'on peut avoir une soumission?",
    expect: { all: [/soumission/] },
    source: "optimaite/fr lead dialogs and chat demo wording (« une soumission »)",
  },
  {
    q: "Comment je fais pour vous écrire?",
    expect: { link: "/fr/optimaite?contact=open" },
    source: "SPEC contact form; optimaite/fr/frame.ts",
  },
  {
    q: "Le calculateur se base sur combien de jours par mois?",
    expect: { all: [/30 jours/] },
    source: "optimaite/fr/landing.ts « Calcul basé sur 30 jours par mois »",
  },
  // Added 2026-11-29 (second batch), written before running them, with the tuning file's second batch.
  {
    q: "Est-ce que Google Agenda est supporté?",
    expect: { all: [/google agenda/] },
    source: "optimaite/fr/faq.ts intégrations « et Google Agenda »",
  },
  {
    q: "Combien de temps vous conservez les infos du formulaire de démo?",
    expect: { link: "/fr/confidentialite" },
    source: "optimaite/fr/privacy.ts (conservation)",
  },
  {
    q: "Est-ce que l'IA répond pendant les jours fériés?",
    expect: { any: [/jours feries/, /24 h(eures)? sur 24/, /24\/7/] },
    source: "optimaite/fr/landing.ts FEATURES « y compris la nuit, la fin de semaine et les jours fériés »",
  },
  {
    q: "Le questionnaire de départ prend combien de minutes?",
    expect: { all: [/10 minutes/] },
    source: "optimaite/fr/services.ts « Un questionnaire de 10 minutes »",
  },
  {
    q: "Est-ce que ça marche pour une clinique de dermato?",
    expect: { any: [/dermatologie/] },
    source: "optimaite/fr/landing.ts / services.ts (dermatologie)",
  },
  // Written 2026-11-29 by a writer who never saw the assistant's code or tuning cases: 15 more questions as Quebec
  // visitors type them (clinic owners, office managers, a patient on the wrong site), each expectation taken from
  // the pages' texts. Never used while tuning.
  {
    q: "Bonjour, c'est quoi au juste votre affaire? Une IA qui répond au telephone a la place de ma secretaire?",
    expect: { all: [/appel/], any: [/rendez-vous/, /agenda/, /reserv/] },
    source:
      "optimaite/fr/landing.ts HERO « OptimAIte répond à chaque appel 24 h sur 24, inscrit les rendez-vous dans votre agenda… »",
  },
  {
    q: "Ça coûte combien pour une petite clinique dentaire, genre 2 dentistes? Y'a tu un prix de base?",
    expect: { all: [/soumission|demo/], any: [/volume d'appels/, /depend/, /integrations/] },
    source:
      "optimaite/fr/faq.ts « Le prix dépend du volume d'appels et des intégrations; la démo vous donne une soumission exacte. »",
  },
  {
    q: "Ça nous demande combien de temps a nous (le staff) pour partir ça? on est deja debordés",
    expect: { any: [/10 minutes/, /15 minutes/, /questionnaire/, /appel d'essai/] },
    source:
      "optimaite/fr/faq.ts « Vous remplissez un questionnaire de 10 minutes et participez à un appel d'essai de 15 minutes. »",
  },
  {
    q: "On est sur Jane App pour nos rdv, est-ce que c'est compatible?",
    expect: { all: [/jane/] },
    source:
      "optimaite/fr/faq.ts « OptimAIte s'intègre à Fresha, Vagaro, Square Appointments, Janeapp… »; integrations.ts (Janeapp)",
  },
  {
    q: "Qui répond si un patient appelle a 2h du matin un dimanche?",
    expect: { any: [/24 ?h(eures)? sur 24/, /24\/7/, /nuit/, /fin de semaine/, /premiere sonnerie/, /en tout temps/] },
    source:
      "optimaite/fr/landing.ts FEATURES « Chaque appel est pris dès la première sonnerie, y compris la nuit, la fin de semaine et les jours fériés. »",
  },
  {
    q: "si un patient appelle en panique pour une complication post-op, votre robot fait quoi? je veux pas qu'il gere ça tout seul",
    expect: { all: [/transf/], any: [/equipe/, /resume/, /regles/] },
    source:
      "optimaite/fr/faq.ts « les questions médicales urgentes… sont transférés immédiatement à votre équipe, avec un résumé… »",
  },
  {
    q: "Les infos que j'ai mises dans votre formulaire de démo, elles sont hébergées où? Au Canada?",
    expect: { all: [/suisse/] },
    source: "optimaite/fr/privacy.ts Hébergement et destinataires « Les données sont hébergées en Suisse. »",
  },
  {
    q: "j'ai rempli votre formulaire de contact pis je veux que vous effaciez toutes mes infos, comment je fais?",
    expect: { all: [/supprim|effac/], any: [/30 jours/, /ecri(vez|re)/, /courriel/, /confidentialite/] },
    source:
      "optimaite/fr/privacy.ts Vos droits « demander en tout temps… de les supprimer… Nous répondons dans un délai de 30 jours. Pour ce faire, écrivez à {email}. »",
  },
  {
    q: "Votre calculateur de rendement, y part de quelle hypothese pour les clients récupérés? ça me semble gros",
    expect: { all: [/95/] },
    source:
      "optimaite/fr/landing.ts CALCULATOR note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés. »",
  },
  {
    q: "comment on fait pour booker une demo, pis est-ce que ça coûte quelque chose?",
    expect: { all: [/gratuit|sans frais|aucun frais/] },
    source:
      "optimaite/fr/frame.ts FINAL_CTA « Réservez une démo gratuite »; services.ts « Une démo gratuite et sans engagement »",
  },
  {
    q: "Faut que je change l'heure de ma démo de mardi, on a un conflit a l'agenda. Comment je fais?",
    expect: { all: [/lien/, /courriel|e-?mail/], any: [/deplac/, /change/, /modifi/, /autre moment/] },
    source:
      "src/server/leads/wording/fr.ts « Pour déplacer ou annuler votre démo : {url} »; demo-meeting-texts-fr.ts « Déplacer ma démo »",
  },
  {
    q: "Si je vous envoie un message par le formulaire de contact, vous me revenez en combien de temps?",
    expect: { all: [/24 ?(h|heures)(?! sur|\w)/] },
    source: "optimaite/fr/lead-dialogs.ts contact « nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "C'est qui qui publie ce site-là? Je cherche le nom de la compagnie pis l'adresse",
    expect: { link: "/fr/mentions-legales" },
    source: "optimaite/fr/legal-notice.ts Éditeur ({company}, {address}, responsable de la publication)",
  },
  {
    q: "Les Canadiens jouent-tu à soir?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "allo jai besoin d'un rdv pour un nettoyage dentaire la semaine prochaine svp c'est pour mon gars",
    // A patient on the wrong site: OptimAIte is no clinic and books no patient here; a polite refusal naming what it does.
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope (a patient who landed on a vendor's site)",
  },
  // Written 2026-11-29 by a fourth writer who never saw the assistant's code, its tuning cases or its answers: 15
  // questions as Quebec clinic owners and office managers type them, each expectation taken from the pages' texts
  // (or, where the pages say nothing, the demo or the contact form). Never used while tuning.
  {
    q: "si je laisse les chiffres par defaut dans le calculateur, ça donne quoi comme rendement par mois?",
    expect: { all: [amount(21955)] },
    source:
      "optimaite/fr/faq.ts Tarifs « avec 20 appels par jour, 30 % d'appels manqués, 150 $ par client et une réceptionniste à 4 000 $, le rendement mensuel est d'environ 21 955 $ »",
  },
  {
    q: "On voudrait que les plaintes soient passées direct a la gérante. C'est faisable? Pis elle est avertie comment?",
    expect: { all: [/texto|sms|courriel|e-?mail/], any: [/transf/, /regles/, /resume/] },
    source:
      "optimaite/fr/faq.ts « C'est vous qui fixez les règles : … les plaintes … sont transférés immédiatement à votre équipe, avec un résumé envoyé par texto ou par courriel. »",
  },
  {
    q: "on est sur Progident a la clinique dentaire pis c'est pas dans votre liste d'integrations.. on est mal pris?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/] },
    source:
      "optimaite/fr/integrations.ts CUSTOM_INTEGRATION « Vous utilisez un DME ou un système de réservation absent de la liste? Notre équipe crée et entretient la connexion pour vous. »; faq.ts « intégrations sur mesure par API et webhooks »",
  },
  {
    q: "la receptionniste parle tu anglais aussi? on a pas mal de patients anglos a Gatineau",
    // The pages do not say which languages the receptionist speaks: the right answer sends to the demo or contact.
    expect: { any: [/demo/, /nous joindre/, /contact/, /24 ?h/] },
    source: "not on the pages (receptionist's languages): demo or contact (optimaite/fr/frame.ts FINAL_CTA)",
  },
  {
    q: "Êtes vous conforme a la loi 25 du Québec? c'est obligatoire pour nous",
    // The pages name the LPRPDE (and HIPAA), not the Loi 25: no invented Loi 25 claim.
    expect: {
      any: [/lprpde/, /chiffr/, /nous joindre/, /contact/, /demo/],
      none: [/(sommes|est|etes) (entierement |pleinement |bien )?conformes? a la loi 25/],
    },
    source:
      "optimaite/fr/faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? Oui. … chiffrés en transit et au repos »; Loi 25 not on the pages",
  },
  {
    q: "aucune des heures proposées pour la démo me convient, je suis en clinique toute la journée. vous faites quoi dans ce temps là?",
    expect: { any: [/joign/, /24 ?h/, /nous (vous )?(contact|rappel)/, /communiqu/] },
    source:
      "web/sites/optimaite/leads/texts/lead-texts-fr.ts slots.none « Aucun de ces moments ne me convient : joignez-moi pour en trouver un »; lead-dialogs.ts « nous vous joindrons d'ici 24 heures »",
  },
  {
    q: "j'ai effacé par erreur le courriel avec le lien pour déplacer ma démo, comment je fais maintenant?",
    expect: { any: [/nous joindre/, /contact/, /ecri(vez|re)/, /joign/] },
    source:
      "demo-meeting-texts-fr.ts (the link comes by email); a lost link is not on the pages: the contact form (optimaite/fr/frame.ts « Nous joindre »)",
  },
  {
    q: "Si je met 0% d'appels manqués dans le calculateur y se passe quoi?",
    expect: { any: [/felicitations/, /aucun appel/, /couts? de reception/, /automatis/] },
    source:
      "optimaite/fr/landing.ts CALCULATOR congratulations « Félicitations! Vous ne manquez aucun appel. OptimAIte peut tout de même réduire vos coûts de réception et automatiser vos réservations et vos rappels. »",
  },
  {
    q: "les questions que j'écris dans ce chat là, vous les gardez ou pas?",
    expect: { any: [/90 jours/, /pas (sont )?enregistr/, /sauf/] },
    source:
      "optimaite/fr/privacy.ts Conservation « les questions posées à l'assistant ne sont pas enregistrées, sauf celles auxquelles il n'a pas su répondre. Nous les conservons 90 jours »",
  },
  {
    q: "chez nous (clinique dentaire, 6 fauteuils) on a des urgences a tous les jours. elle les place comment dans l'horaire?",
    expect: { any: [/fauteuil/, /disponibilit/, /transf/] },
    source:
      "optimaite/fr/services.ts Cliniques dentaires « Planifie nettoyages, urgences et rappels selon la disponibilité des fauteuils. »",
  },
  {
    q: "On a 3 succursales (Laval, Longueuil, Brossard) toutes sur Jane. Ça gère plusieurs établissements?",
    expect: {
      all: [/jane/],
      any: [
        /plusieurs etablissements/,
        /multi-?etablissements?/,
        /(3|trois|vos|plusieurs) (succursales|emplacements|cliniques|sites)/,
      ],
    },
    source: "optimaite/fr/integrations.ts Janeapp features « Plusieurs établissements »",
  },
  {
    q: "c quoi la meilleure creme pour la rosacée? une patiente me l'a demandé tantôt",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope (medical advice)",
  },
  {
    q: "y'a tu une version anglaise du site? c'est pour mon associé qui lit pas le français",
    expect: { all: [/anglais|english/], link: "/optimaite" },
    source: "SITE_LOCALES.optimaite (English at /optimaite); optimaite/frame.ts",
  },
  {
    q: "Ça remplace ma réceptionniste ou ben ça l'aide? Je veux pas la mettre dehors, elle est là depuis 12 ans",
    expect: { any: [/appels courants/, /sur place/, /se consacre/, /se concentr/, /liber/] },
    source:
      "optimaite/fr/services.ts WHY_CHOOSE_US « Prend en charge les appels courants pour que votre équipe se consacre aux patients sur place. »",
  },
  {
    q: "les rappels automatiques, ca baisse vraiment les no-shows? vous avez des chiffres?",
    expect: { any: [/moitie/, /50 ?%/] },
    source:
      "optimaite/fr/landing.ts TESTIMONIALS James Carter « Les rappels à eux seuls ont réduit nos absences de moitié »",
  },
  // Written 2026-11-29 by a fifth writer who never saw the assistant's code, this file's other cases or the
  // assistant's answers: Quebec clinic owners and staff typing on /fr/optimaite, each expectation from the pages.
  {
    q: "Avez-vous des témoignages de chirurgiens plastiques qui s'en servent pour vrai?",
    expect: { any: [/mitchell/, /tiers de nos appels/, /(deux|2) semaines a l'avance/] },
    source:
      "optimaite/fr/landing.ts TESTIMONIALS Dre Sarah Mitchell « Nous manquions le tiers de nos appels pendant les chirurgies… plein deux semaines à l'avance »",
  },
  {
    q: "les stats de la clinique, on les recoit a quelle frequence? pis y'a quoi dedans",
    expect: { any: [/semaine apres semaine/, /taux de reservation/, /resultats des appels/] },
    source:
      "optimaite/fr/services.ts BEYOND_BASICS « Résultats des appels, taux de réservation et revenus récupérés, semaine après semaine »",
  },
  {
    q: "Si les réponses de l'IA sonnent pas comme nous autres au début, on peut-tu les faire corriger avant que ça parte?",
    expect: { any: [/peaufiner/, /appel d'essai/, /ajust/] },
    source:
      "optimaite/fr/services.ts HOW_IT_WORKS « Un appel d'essai de 15 minutes avec votre équipe pour peaufiner les réponses et le ton »",
  },
  {
    q: "on est sur Vagaro. quand qqn annule, est-ce que ça peut appeler les gens sur notre waiting list?",
    expect: { all: [/liste d'attente/] },
    source: "optimaite/fr/integrations.ts Vagaro « Remplissage depuis la liste d'attente »",
  },
  {
    q: "ca repond au bout de combien de coups? nos patients raccrochent apres 3 sonneries",
    expect: { any: [/premiere sonnerie/] },
    source: "optimaite/fr/landing.ts FEATURES « Chaque appel est pris dès la première sonnerie »",
  },
  {
    q: "Si je remplis le formulaire de démo, vous gardez mes informations combien de temps?",
    expect: { any: [/12 mois/, /douze mois/] },
    source:
      "optimaite/fr/privacy.ts Conservation « les demandes de démo et de contact sont supprimées automatiquement au plus tard 12 mois après leur collecte »",
  },
  {
    q: "y a tu des frais d'installation en plus du mensuel?",
    expect: { any: [/volume d'appels/, /soumission/, /depend/] },
    source:
      "optimaite/fr/faq.ts Tarifs « Le prix dépend du volume d'appels et des intégrations; la démo vous donne une soumission exacte »",
  },
  {
    q: "On a pas de gars d'informatique a l'interne. Qui va s'occuper de connecter notre logiciel?",
    expect: { any: [/ingenieur/, /cree et entretient/, /nous relions/, /notre equipe/] },
    source:
      "optimaite/fr/integrations.ts CUSTOM_INTEGRATION « Un ingénieur en intégration vous accompagne »; services.ts « Nous relions OptimAIte à votre plateforme »",
  },
  {
    q: "vous offrez tu un essai gratuit de 30 jours avant de signer?",
    expect: { all: [/demo/], any: [/gratuite?/, /sans engagement/] },
    source: "optimaite/fr/services.ts DETAILS_CTA « Une démo gratuite et sans engagement, adaptée à votre clinique »",
  },
  {
    q: "Dans Square Appointments, ca respecte-tu les temps tampons entre deux clients?",
    expect: { all: [/square/], any: [/tampon/, /regles de reservation/] },
    source:
      "optimaite/fr/integrations.ts Square Appointments « en respectant vos règles de réservation », « Temps tampons »",
  },
  {
    q: "je suis dermato, qu'est ce que votre receptionniste peut faire pour ma clinique?",
    expect: { any: [/trie/, /dermatologie medicale/, /consultations de dermatologie/] },
    source:
      "optimaite/fr/services.ts SPECIALTIES Dermatologie « Trie les demandes et réserve les consultations de dermatologie médicale et esthétique »",
  },
  {
    q: "Sans rien changer au calculateur, ça donne combien de revenus récupérés par mois?",
    expect: { all: [/17[ '.,]?955/] },
    source: "optimaite/fr/faq.ts Tarifs « 17 955 $ de revenus récupérés plus 4 000 $ d'économies »",
  },
  {
    q: "Pour la démo, c'est moi qui choisis l'heure ou vous m'appelez?",
    expect: { any: [/choisi\w* un moment/, /24 ?h/] },
    source:
      "optimaite/fr/lead-dialogs.ts demo « Parlez-nous de votre clinique et choisissez un moment, ou nous vous joindrons d'ici 24 heures »",
  },
  {
    q: "Est-ce que ce que j'écris dans ce chat est enregistré quelque part?",
    expect: { any: [/90 jours/, /ne sont pas enregistr/, /pas enregistr/] },
    source:
      "optimaite/fr/privacy.ts Conservation « les questions posées à l'assistant ne sont pas enregistrées, sauf celles auxquelles il n'a pas su répondre. Nous les conservons 90 jours »",
  },
  {
    q: "Dans le calculateur j'ai mis 0 % d'appels manqués, ça me dit quoi au juste?",
    expect: { any: [/felicitations/, /ne manquez aucun appel/, /couts de reception/, /4[ '.,]?000/] },
    source:
      "optimaite/fr/landing.ts CALCULATOR.congratulations « Félicitations! Vous ne manquez aucun appel. OptimAIte peut tout de même réduire vos coûts de réception »",
  },
];

// Tuning cases for OptimAIte in Quebec French, written by a fifty-ninth writer (a family medicine clinic's office manager) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_NINTH: readonly ChatCase[] = [
  {
    q: "Quand ca repond, ca dit le nom de notre clinique ou ca dit OptimAIte? Nos patients sont habitués a notre accueil",
    expect: {
      any: [/au nom de/, /nom de (votre|la) clinique/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Peut-elle parler comme ma clinique? » (elle accueille les appelants au nom de votre clinique)",
  },
  {
    q: "qui decide quels appels sont transférés a la reception? par exemple un patient qui appelle pour se plaindre",
    expect: {
      any: [/vous (qui )?fix/, /vos regles/, /regles de transfert/, /c'est vous/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Que se passe-t-il avec les appels urgents ou complexes? » (c'est vous qui fixez les règles : plaintes, urgences, VIP)",
  },
  {
    q: "Quand l'IA transfere un appel a une infirmiere, est-ce qu'elle recoit un resumé de l'appel avant?",
    expect: {
      all: [/resume/],
      any: [/texto/, /sms/, /courriel/, /e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Que se passe-t-il avec les appels urgents ou complexes? » (avec un résumé envoyé par texto ou par courriel)",
  },
  {
    q: "vous etes integrés avec quels logiciels de rendez-vous?",
    expect: {
      all: [/jane/, /google/],
      any: [/calendly/, /fresha/, /vagaro/, /mindbody/, /square/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Avec quelles plateformes de réservation vous intégrez-vous? »; fr/integrations.ts: INTEGRATIONS",
  },
  {
    q: "On a pas de vrai logiciel de reservation, juste des agendas Google partagés entre les medecins. Ca marche quand meme?",
    expect: {
      all: [/google/],
      any: [/sans logiciel/, /plusieurs agendas/, /directement/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: Google Calendar (« pour les cliniques sans logiciel de réservation », « Plusieurs agendas »)",
  },
  {
    q: "Notre GMF a 2 points de service dans deux villes differentes. Est-ce que ca gere plusieurs sites en meme temps?",
    expect: {
      any: [/plusieurs etablissements/, /multi-?etablissements/, /tous vos etablissements/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: Janeapp « Plusieurs établissements »; Mindbody « Agendas multiétablissements »",
  },
  {
    q: "Si on passe par Calendly, est-ce que les rdv peuvent etre repartis entre plusieurs medecins de l'equipe?",
    expect: {
      any: [/alternance/, /repartition/, /round.?robin/, /repart/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: Calendly « Répartition en alternance dans l'équipe »",
  },
  {
    q: "on a pas d'informaticien a l'interne. qui s'occupe de faire la connexion technique avec notre systeme?",
    expect: {
      any: [/ingenieur/, /soutien dedie/, /notre equipe/, /nous (relions|connectons|nous occupons|creons)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: CUSTOM_INTEGRATION « Soutien dédié » (un ingénieur en intégration vous accompagne); fr/services.ts: HOW_IT_WORKS « Connexion de l'agenda »",
  },
  {
    q: "C'est quoi les etapes pour partir ca, du debut jusqu'a la mise en service?",
    expect: {
      all: [/questionnaire/],
      any: [/decouverte/, /appel d'essai/, /formation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: HOW_IT_WORKS (appel découverte, questionnaire, connexion de l'agenda, formation, appel d'essai, mise en service)",
  },
  {
    q: "Mon equipe est deja debordée. Concretement ca nous demande combien de temps a nous autres pour la mise en place?",
    expect: {
      all: [/10 minutes/, /15 minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Combien de temps prend la mise en place? » (questionnaire de 10 minutes et appel d'essai de 15 minutes)",
  },
  {
    q: "Une fois que c'est lancé, vous nous laissez tu tout seuls ou vous faites un suivi?",
    expect: {
      any: [/premiere semaine/, /ajust/, /ingenieur en integration/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: TIMELINE Jour 3 (nous suivons et ajustons tout au long de la première semaine); fr/integrations.ts: « Soutien dédié » (et après)",
  },
  {
    q: "Est-ce que j'aurais des statistiques sur le volume d'appels? Le medecin responsable va vouloir voir des chiffres",
    expect: {
      any: [/tableau de bord/, /statistiques/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES « Statistiques » (volume d'appels, rendez-vous pris et revenus récupérés dans un tableau de bord)",
  },
  {
    q: "quand un patient annule a la derniere minute, est-ce que la plage peut etre redonnée a quelqu'un d'autre automatiquement?",
    expect: {
      any: [/liste d'attente/, /combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente); fr/landing.ts: « Rappels intelligents »",
  },
  {
    q: "Les patients peuvent tu deplacer ou annuler leur rendez-vous en appelant, sans parler a une secretaire?",
    expect: {
      all: [/deplac/, /annul/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES « Prise de rendez-vous » (réserve, déplace et annule les rendez-vous directement dans l'agenda)",
  },
  {
    q: "Votre calculateur de rendement, il se base sur quelles hypotheses pour faire le calcul?",
    expect: {
      all: [/30 jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: CALCULATOR.note (30 jours par mois et 95 % des clients perdus récupérés)",
  },
  {
    q: "Les montants que le calculateur m'affiche, c'est garanti? Je dois presenter ca au conseil de la GMF",
    expect: {
      all: [/estim/],
      any: [/promesse/, /garanti/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/legal-notice.ts: section « Responsabilité » (des estimations, pas une promesse de résultats)",
  },
  {
    q: "Si je remplis votre formulaire de demo, vous gardez mes infos combien de temps?",
    expect: {
      any: [/12 mois/, /douze mois/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Conservation » (demandes de démo supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "comment je fais pour faire effacer les infos que je vous ai envoyées?",
    expect: {
      any: [/supprim/, /effac/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Vos droits » (demander d'accéder, corriger, exporter ou supprimer; réponse dans 30 jours, en écrivant à l'adresse indiquée)",
  },
  {
    q: "Vous vendez tu les donnees a des tiers? Je pose la question parce qu'on est dans le milieu de la sante",
    expect: {
      all: [/vend/],
      any: [/jamais/, /aucun/, /pas/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: section « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "Est-ce que vous conservez mon adresse IP quand je navigue sur votre site?",
    expect: {
      any: [/jamais/, /pas conserv/, /ne (la |l')?conserv/, /n'est pas/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: section « Statistiques » (votre adresse IP n'est jamais conservée)",
  },
  {
    q: "avez vous des exemples de cliniques qui l'utilisent deja? des temoignages?",
    expect: {
      any: [/mitchell/, /clearview/, /carter/, /500/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK) et TRUST_CARDS (plus de 500 cliniques)",
  },
  {
    q: "Nous on a des pics de 150 appels en meme temps le lundi matin a 8h. Ca peut tenir le coup avec un volume de meme?",
    expect: {
      any: [amount(25000), /99 ?%/, /premiere sonnerie/, /chaque appel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: COUNTERS (25 000+ appels par mois, 99 % de réponse) et FEATURES (chaque appel pris dès la première sonnerie); fr/services.ts: « Aucun appel manqué » (même quand votre réception est débordée)",
  },
  {
    q: "c'est quoi le nom legal de votre compagnie pis votre adresse? je dois verifier avant de faire signer quoi que ce soit",
    expect: {
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/legal-notice.ts: section « Éditeur »; fr slug /fr/mentions-legales",
  },
  {
    q: "Je veux pas de demo tout de suite, juste poser une question a quelqu'un. Comment je vous joins?",
    expect: {
      any: [/nous joindre/, /formulaire/, /24 ?h/, /@/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/lead-dialogs.ts: LEAD_DIALOGS.contact (« Nous joindre », réponse d'ici 24 heures); fr/frame.ts: FINAL_CTA.contact",
  },
  {
    q: "La demo c'est tu payant? Ca nous engage a quelque chose?",
    expect: {
      all: [/gratuit/, /engagement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: DETAILS_CTA (une démo gratuite et sans engagement)",
  },
  {
    q: "J'ai réservé une demo mais le Dr Gagnon peut pu a cette heure-la. Comment je fais pour la deplacer?",
    expect: {
      all: [/lien/],
      any: [/courriel/, /e-?mail/, /invitation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr.ts (demo emails): meeting.manage « Pour déplacer ou annuler votre démo : {url} » et inviteDescription",
  },
  {
    q: "la demo se fait en visio ou par telephone?",
    expect: {
      all: [/visio|video/, /telephon/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr.ts (demo emails): meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "Est-ce que ca peut faire des relances aux patients pour qu'ils reviennent, genre pour leurs suivis annuels?",
    expect: {
      any: [/campagne/, /fidelisation/, /relance/, /suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: BEYOND_BASICS « Fidélisation des patients » (campagnes de rappel, relances et suivis)",
  },
  {
    q: "Pourriez-vous m'aider a monter l'horaire de garde de nos medecins pour le mois prochain?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: building the clinic's on-call schedule is not on the pages",
  },
];

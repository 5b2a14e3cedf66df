// Set-aside cases for OptimAIte in Quebec French, written by a fifty-ninth writer (a family medicine clinic's office manager) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_NINTH: readonly ChatCase[] = [
  {
    q: "Bonjour, je gere une GMF. Si un patient appelle pour une douleur a la poitrine ou qqch d'urgent, qu'est-ce que votre IA fait avec l'appel?",
    expect: {
      all: [/transf/],
      any: [/immediatement/, /equipe/, /resume/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Que se passe-t-il avec les appels urgents ou complexes? » (transférés immédiatement à votre équipe)",
  },
  {
    q: "on est une clinique de medecine familiale, pas du tout esthetique. est-ce que c'est fait pour nous autres aussi ou c'est surtout pour les medispas?",
    expect: {
      all: [/medica/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: HERO.eyebrow « Réceptionniste IA pour cliniques médicales et esthétiques »; fr/frame.ts: FOOTER.tagline",
  },
  {
    q: "On a 18 medecins avec chacun leur horaire different. Est-ce que ca peut booker le patient avec le bon medecin selon ses disponibilites?",
    expect: {
      any: [/praticien/, /jane/, /plusieurs agendas/, /membre du personnel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: Janeapp (« Réserve les traitements avec le bon praticien », « Horaires des praticiens »); Google Calendar « Plusieurs agendas »",
  },
  {
    q: "on recoit facilement 700 appels par jour, ca couterait combien par mois votre affaire?",
    expect: {
      all: [/volume|nombre d'appels/],
      any: [/soumission/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "Les rappels de rdv aux patients, c'est envoyé comment? On a beaucoup de no-show pis ca nous coute cher",
    expect: {
      all: [/texto|sms/],
      any: [/absence/, /no.?show/, /automatique/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: HERO.lead (confirmations et rappels par texto) et FEATURES « Rappels intelligents » (réduisent les absences)",
  },
  {
    q: "Les donnees de nos patients seraient hebergees ou exactement? Au Canada?",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: section « Hébergement et destinataires » (les données sont hébergées en Suisse)",
  },
  {
    q: "est-ce que c'est conforme pour les renseignements de sante? pis les appels sont tu chiffrés?",
    expect: {
      all: [/chiffr/],
      any: [/lprpde/, /hipaa/, /conforme/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (chiffrés en transit et au repos, accès journalisés)",
  },
  {
    q: "On utilise Omnimed comme DME pour nos rendez-vous, il est pas dans votre liste. Est-ce que vous pouvez quand meme vous brancher dessus?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: CUSTOM_INTEGRATION (DME ou système absent de la liste : intégration par API et webhooks, créée et entretenue par l'équipe)",
  },
  {
    q: "Avec 20 appels par jour, 30% qu'on manque, 150$ par client pis une receptionniste a 4000$ par mois, votre calculateur donne quoi comme rendement?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: « Combien ça coûte, et quel est le rendement? » (rendement mensuel d'environ 21 955 $)",
  },
  {
    q: "Le soir pis la fin de semaine la clinique est fermee, est ce que ca repond quand meme? Les jours feriés aussi?",
    expect: {
      any: [/24 ?h/, /nuit/, /fin de semaine/, /ferie/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "si je remplis la demande de demo, vous me revenez dans combien de temps?",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/lead-dialogs.ts: LEAD_DIALOGS.demo.description (nous vous joindrons d'ici 24 heures)",
  },
  {
    q: "Ce que j'ecris ici dans le chat, c'est tu enregistré quelque part?",
    expect: {
      all: [/90 jours/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Conservation », paragraphe Assistant (seules les questions sans réponse, conservées 90 jours)",
  },
  {
    q: "Savez-vous comment on fait une demande de remboursement a la RAMQ pour un patient hors Quebec?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: RAMQ billing is not on the pages",
  },
];

// Set-aside cases for OptimAIte in Quebec French, written by a twenty-eighth writer (an IT contractor checking the technical side) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "Pour l'intégration Fresha, qu'est-ce qui est supporté concrètement? Si un client annule dans Fresha, est-ce que ça se synchronise?",
    expect: {
      all: [/annulation/],
      any: [/temps reel/, /disponibilit/, /membre du personnel|par (membre|employe)|personnel/, /dossiers? clients?/],
    },
    source: "integrations.ts Fresha (features : « Synchronisation des annulations », « Disponibilités en temps réel »)",
  },
  {
    q: "Vos webhooks, ils poussent quels events au juste? J'ai besoin de savoir quoi écouter de notre côté.",
    expect: {
      all: [/reservation/, /annulation/, /appel/],
    },
    source: "integrations.ts CUSTOM_INTEGRATION « Webhooks » (réservations, annulations, issue des appels)",
  },
  {
    q: "Le groupe roule sur un DME développé à l'interne qui n'est pas dans votre liste. Est-ce que vous êtes capables de vous connecter dessus quand même?",
    expect: {
      all: [/sur mesure|api|webhook/],
      any: [/oui/, /notre equipe|nous (creons|construisons|developpons)|cree/, /entret/],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION (« Vous utilisez un DME ou un système de réservation absent de la liste? »)",
  },
  {
    q: "On a quatre cliniques qui partagent le même compte Mindbody. Votre connecteur gère-t-il le multi-sites?",
    expect: {
      all: [/etablissement|emplacement|site|succursale|clinique/],
      any: [/oui/, /multi-?etablissement|multi-?site/, /plusieurs/, /tous vos/],
    },
    source: "integrations.ts Mindbody (« dans tous vos établissements Mindbody », « Agendas multiétablissements »)",
  },
  {
    q: "Côté sécurité : les données patients sont-elles encryptées at rest et in transit? Et est-ce qu'il y a une trace des accès?",
    expect: {
      all: [/chiffr|crypt/, /repos|at rest/, /transit/, /journal|audit|log/],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; landing.ts TRUST_CARDS « Conforme HIPAA et LPRPDE »",
  },
  {
    q: "Deux de nos cliniques sont au Vermont. Est-ce que vous signez un Business Associate Agreement?",
    expect: {
      all: [/baa|business associate|entente/, /sign/],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA avec les cliniques américaines)",
  },
  {
    q: "Sur votre site, une fois que j'ai accepté ou refusé les cookies, mon choix est mémorisé pour combien de temps?",
    expect: {
      all: [/six mois|6 mois/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local » (« Votre choix est conservé six mois »)",
  },
  {
    q: "Mon Firefox a le Global Privacy Control activé. Votre site le respecte-t-il, et qu'est-ce qui est encore collecté dans ce cas?",
    expect: {
      all: [/statistique/, /marketing/],
      any: [/refus/, /famille (de|du) (votre )?navigateur/, /type d'appareil/, /sans (vous )?le redemander/],
    },
    source: "privacy.ts « Statistiques » (signal GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Est-ce que vous stockez les adresses IP des visiteurs du site? Et la géoloc, elle passe par une API externe?",
    expect: {
      all: [
        /jamais|n'est pas (conservee|stockee|enregistree)|ne (la )?(conservons|stockons|gardons|enregistrons) pas|pas (conservee|stockee)/,
        /hors ligne|aucun service tiers|sans (faire appel a )?(aucun )?service|pas de service (tiers|externe)|aucune api|localement|sur nos serveurs|en memoire/,
      ],
    },
    source:
      "privacy.ts « Statistiques » (« Votre adresse IP n'est jamais conservée… base de données hors ligne, sans faire appel à aucun service tiers »)",
  },
  {
    q: "La base de géolocalisation IP que vous utilisez, c'est laquelle et sous quelle licence?",
    expect: {
      all: [/db-?ip/, /creative commons|cc[ -]?by|attribution/],
      any: [/ip to city lite/, /4\.0/],
    },
    source:
      "legal-notice.ts « Crédits » (IP Geolocation by DB-IP, « IP to City Lite », Creative Commons Attribution 4.0)",
  },
  {
    q: "Les infos que je mets dans le formulaire de demande de démo, vous les conservez combien de temps avant de les purger?",
    expect: {
      all: [/12 mois|douze mois|un an/],
    },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Les données recueillies par votre site sont hébergées où? Au Canada?",
    expect: {
      all: [/suisse/],
    },
    source: "privacy.ts « Hébergement et destinataires » (« Les données sont hébergées en Suisse »)",
  },
  {
    q: "Entre la signature et le go-live, on parle de combien de jours?",
    expect: {
      all: [/3 jours|trois jours|jour 3/],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts TIMELINE",
  },
  {
    q: "Votre licence coûte combien par mois pour une clinique? J'ai besoin d'un chiffre pour mon rapport.",
    expect: {
      all: [/volume|nombre d'appels/, /demo|soumission/],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations)",
  },
  {
    q: "Pouvez-vous me conseiller un bon modèle de pare-feu pour le réseau des cliniques?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet",
  },
];

// Set-aside cases for OptimAIte in Quebec French, written by a sixtieth writer (a health-tech journalist) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_SIXTIETH: readonly ChatCase[] = [
  {
    q: "Bonjour, je prepare un article sur les receptionnistes IA. Est-ce que votre IA peut vendre des forfaits ou des traitements additionnels aux patients pendant l'appel?",
    expect: {
      all: [/complementaire|forfait|additionnel/],
      any: [/propose/, /vente/, /bon moment/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts FEATURES « Ventes complémentaires »; fr/services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Pour citer les bons chiffres : combien d'appels traitez-vous par mois et combien de rendez-vous avez-vous pris au total?",
    expect: {
      all: [amount(25000), amount(10000)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts COUNTERS (25 000+ appels par mois, 10 000+ rendez-vous)",
  },
  {
    q: "Concrètement, qu'est-ce qui vous permet d'affirmer que vous êtes conformes HIPAA et LPRPDE?",
    expect: {
      all: [/chiffr/],
      any: [/journal/, /baa/, /business associate/, /entente/, /acces/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; fr/landing.ts TRUST_CARDS",
  },
  {
    q: "Qu'est-ce que l'IA fait quand un patient appelle pour une urgence medicale? Elle essaie de gérer ça elle-même?",
    expect: {
      all: [/transf/],
      any: [/equipe/, /resume/, /texto/, /courriel/, /regles/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Où sont hébergées les données? Au Canada?",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "Et nos échanges ici, avec vous, est-ce qu'ils sont enregistrés quelque part?",
    expect: {
      all: [/90/],
      any: [
        /pas (ete )?(enregistr|conserv)/,
        /ne sont pas/,
        /pas su (y )?repondre/,
        /n'a pas su/,
        /sans reponse/,
        /pas pu repondre/,
        /masqu/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Conservation » (questions à l'assistant : 90 jours, seulement celles sans réponse)",
  },
  {
    q: "Respectez-vous le signal Global Privacy Control (GPC) envoyé par les navigateurs?",
    expect: {
      any: [/refus/, /statistiques (et|ni) (du |le |de )?marketing/, /famille/, /sans (vous )?le redemander/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Statistiques » (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Beaucoup de cliniques au Québec utilisent un DME qui n'est pas dans votre liste d'intégrations. Vous faites comment dans ce cas-là?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts CUSTOM_INTEGRATION; fr/faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Votre calculateur de rendement repose sur quelles hypothèses exactement?",
    expect: {
      all: [/30 jours|trente jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts CALCULATOR.note; fr/legal-notice.ts « Responsabilité »",
  },
  {
    q: "Dans le témoignage de ClearView LASIK, de combien les absences ont-elles diminué?",
    expect: {
      all: [/moitie|50 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts TESTIMONIALS (James Carter, ClearView LASIK)",
  },
  {
    q: "Vos tarifs sont-ils publics? Ca coute combien par mois pour une clinique?",
    expect: {
      all: [/volume/],
      any: [/soumission/, /demo/, /integration/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Pour localiser les visiteurs de votre site, passez-vous par un service tiers de géolocalisation?",
    expect: {
      any: [
        /db-?ip/,
        /hors ligne/,
        /aucun service tiers/,
        /sans (faire appel a )?(aucun )?service tiers/,
        /pas (de|a un|par un) service tiers/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts « Statistiques » (base de données hors ligne, sans service tiers); fr/legal-notice.ts « Crédits » (DB-IP)",
  },
  {
    q: "Petite question hors sujet : c'est quoi le taux de change du dollar canadien aujourd'hui?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (aucune page n'en parle)",
  },
];

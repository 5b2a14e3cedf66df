// Set-aside cases for OptimAIte in Quebec French, written by a forty-eighth writer (an owner typing very short messages) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "combien ca coute",
    expect: {
      all: [/volume/],
      any: [/soumission/, /demo/, /integration/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Tarifs, « Combien ça coûte, et quel est le rendement? » (prix selon le volume d'appels et les intégrations; soumission exacte à la démo)",
  },
  {
    q: "mise en place delai",
    expect: {
      any: [/3 jours/, /trois jours/, /1 a 2 semaines/, /une a deux semaines/, /1-2 semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Pour commencer, « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours)",
  },
  {
    q: "compatible janeapp",
    expect: {
      all: [/jane/],
      any: [/oui/, /integr/, /compatible/, /fonctionne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS, Janeapp; faq.ts: Intégrations",
  },
  {
    q: "conforme lprpde",
    expect: {
      any: [/oui/, /conforme/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Conformité, « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; landing.ts: TRUST_CARDS",
  },
  {
    q: "appel urgent ca fait quoi",
    expect: {
      all: [/transf/],
      any: [/equipe/, /personnel/, /humain/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Fonctionnalités, « Que se passe-t-il avec les appels urgents ou complexes? » (transférés immédiatement à votre équipe)",
  },
  {
    q: "demo reservee on me rappelle quand",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts: LEAD_DIALOGS.demo.successText (nous vous joindrons d'ici 24 heures); wording/fr.ts: demoConfirmation",
  },
  {
    q: "donnees hebergees ou",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Hébergement et destinataires (données hébergées en Suisse)",
  },
  {
    q: "vous gardez mon ip",
    expect: {
      any: [
        /jamais/,
        /pas conserv/,
        /ne (la |l')?conserv/,
        /pas gard/,
        /ne (la |l')?gard/,
        /pas enregistr/,
        /n'est pas (conserv|stock|gard)/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Statistiques (votre adresse IP n'est jamais conservée)",
  },
  {
    q: "clinique dentaire ca marche",
    expect: {
      all: [/dent/],
      any: [/nettoyage/, /urgence/, /fauteuil/, /rappel/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts: SPECIALTIES, Cliniques dentaires (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "texto confirmation aux patients",
    expect: {
      all: [/texto|sms|message texte/, /date|heure|adresse|aussitot|immediat|sur-le-champ/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES, Confirmations par texto (date, heure et adresse)",
  },
  {
    q: "choix cookies garde combien temps",
    expect: {
      any: [/6 mois/, /six mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Témoins (cookies) et stockage local (votre choix est conservé six mois)",
  },
  {
    q: "repond au nom de ma clinique",
    expect: {
      any: [/au nom de (votre|la) clinique/, /vos services/, /votre ton/, /vos prix/, /vos politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Fonctionnalités, « Peut-elle parler comme ma clinique? »; landing.ts: BENEFITS_TEASER",
  },
  {
    q: "meteo mtl demain",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: la météo n'est sur aucune page d'OptimAIte",
  },
  {
    q: "mon dme est pas dans liste",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: CUSTOM_INTEGRATION (DME absent de la liste: intégration sur mesure par API et webhooks)",
  },
  {
    q: "questions du chat enregistrees",
    expect: {
      any: [/90 jours/, /quatre-vingt-dix jours/, /pas enregistr/, /ne sont pas (enregistr|conserv)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: Conservation, Assistant (questions non enregistrées sauf celles sans réponse, gardées 90 jours)",
  },
];

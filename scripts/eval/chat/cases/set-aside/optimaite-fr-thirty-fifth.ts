// Set-aside cases for OptimAIte in Quebec French, written by a thirty-fifth writer (a cosmetic surgeon's assistant) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_FIFTH: readonly ChatCase[] = [
  {
    q: "Bonjour, je suis l'adjointe d'un chirurgien plasticien à Montréal. Concrètement, qu'est-ce que votre réceptionniste peut faire pour une clinique comme la nôtre?",
    expect: {
      all: [/consultation/],
      any: [/preop|pre-op|avant (l'|une )?(intervention|operation|chirurgie)/, /postop|post-op|suivi/, /discret/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Chirurgie plastique »",
  },
  {
    q: "Nos patients VIP ne veulent pas parler à un robot. Qu'est-ce qui se passe quand un d'eux appelle?",
    expect: {
      all: [/transf/, /equipe|personnel|vous/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Si le docteur dit oui demain, ça prend combien de temps avant que ce soit en fonction chez nous?",
    expect: {
      any: [/3 jours|trois jours|jour 3/, /1 a 2 semaines|une a deux semaines|1 ou 2 semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "C'est quoi votre prix par mois? J'ai besoin d'un chiffre pour le budget du docteur.",
    expect: {
      all: [/volume|integration/, /demo|soumission/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Dans votre calculateur, vous supposez qu'on récupère quel pourcentage des clients perdus?",
    expect: {
      all: [/95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts CALCULATOR.note « 95 % des clients perdus récupérés »",
  },
  {
    q: "L'agenda du Dr est dans Jane. Est-ce que votre système peut réserver directement dedans?",
    expect: {
      all: [/jane/],
      any: [/oui/, /s'integre|integration|integre/, /compatible|fonctionne avec|directement/],
      none: [/ne s'integre pas|pas compatible/, I_DONT_KNOW.fr],
    },
    source: "integrations.ts « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Notre dossier médical électronique est un logiciel québécois qui n'est pas dans votre liste. Vous pouvez le brancher quand même?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "J'ai demandé une démo hier soir par votre formulaire. Dans combien de temps quelqu'un va me revenir?",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo « d'ici 24 heures »; fr.ts demoConfirmation",
  },
  {
    q: "Les infos que je vous envoie dans le formulaire, elles sont hébergées où exactement?",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "J'ai accepté les témoins sur votre site. Ce choix-là reste valide combien de temps?",
    expect: {
      all: [/six mois|6 mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "On a trop de patients qui ne se présentent pas à leur consultation. Vous faites quoi pour ça?",
    expect: {
      all: [/rappel/],
      any: [/texto|sms/, /automatique/, /absence/, /liste d'attente|combl/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Est-ce qu'une autre chirurgienne plasticienne utilise déjà votre service? J'aimerais voir ce qu'elle en dit.",
    expect: {
      all: [/mitchell/],
      any: [/tiers/, /deux semaines|2 semaines/, /chirurg/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS « Dre Sarah Mitchell »",
  },
  {
    q: "Vous êtes utilisés par combien de cliniques à peu près?",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "Le montant que le calculateur m'affiche, c'est garanti ou c'est juste une estimation?",
    expect: {
      any: [
        /estimation|estime|estimatif/,
        /pas une (promesse|garantie)|aucune (promesse|garantie)|ne (constitue|garanti)/,
      ],
      none: [/c'est garanti/, I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Responsabilité »",
  },
  {
    q: "Connaissez-vous un bon resto sur le Plateau pour un dîner d'équipe vendredi?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];

// Set-aside cases for OptimAIte in Quebec French, written by a forty-first writer (an optometry clinic's office manager) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_FIRST: readonly ChatCase[] = [
  {
    q: "est-ce que ca repond la fin de semaine pis les jours feries? on est fermé le dimanche pis le monde appelle pareil",
    expect: {
      any: [/24 ?h|24 ?heures|24\/7|fin de semaine|ferie|en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (nuit, fin de semaine, jours fériés)",
  },
  {
    q: "Les rappels automatiques, ca aide vraiment pour les patients qui se presentent pas a leur examen? on a beaucoup de lapins",
    expect: {
      all: [/rappel/],
      any: [/absence|no.?show|lapin|ne se presente|plages?/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Rappels intelligents » (réduisent les absences, comblent les plages libérées)",
  },
  {
    q: "si un patient appelle avec une urgence genre perte de vision soudaine, l'IA fait quoi avec l'appel?",
    expect: {
      all: [/transf/],
      any: [/equipe|personnel|humain/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (transférés immédiatement à votre équipe)",
  },
  {
    q: "combien ca coute par mois? vous avez pas un prix fixe quelque part?",
    expect: {
      all: [/volume|nombre d'appels|combien d'appels/, /demo|soumission/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; soumission à la démo)",
  },
  {
    q: "On prend nos rdv dans Jane, est-ce que ca se connecte dessus?",
    expect: {
      all: [/jane/],
      any: [/\boui\b|s'integre|integration|compatible|fonctionne avec|connect/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "ca prend combien de temps a mettre en place? on a pas grand temps a mettre la-dessus",
    expect: {
      any: [/3 jours|trois jours|1 a 2 semaines|une a deux semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours)",
  },
  {
    q: "Vous faites juste les centres LASIK ou ca marche pour une clinique d'optometrie ordinaire aussi?",
    expect: {
      any: [/yeux|oculaire|evaluation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "les donnees de nos patients sont hebergees ou? au Canada?",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr, /heberge\w* au canada/],
    },
    source: "privacy.ts « Hébergement et destinataires » (les données sont hébergées en Suisse)",
  },
  {
    q: "si je remplis le formulaire pour la demo, vous gardez mes infos combien de temps?",
    expect: {
      any: [/12 mois|douze mois|\b1 an\b|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Conservation » (demandes de démo supprimées au plus tard 12 mois après la collecte)",
  },
  {
    q: "jai booké la demo mais faut que je la change de journee, comment je fais?",
    expect: {
      all: [/lien/],
      any: [/courriel|e-?mail|invitation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} » et inviteDescription",
  },
  {
    q: "Avez vous des cliniques dans le domaine des yeux qui l'utilisent deja? des temoignages?",
    expect: {
      any: [/clearview/, /carter/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS « James Carter, directeur de clinique, ClearView LASIK »",
  },
  {
    q: "c'est quoi les cookies que votre site met sur mon ordi?",
    expect: {
      all: [/essentiel/, /statisti/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local » (essentiels, statistiques, marketing)",
  },
  {
    q: "les chiffres du calculateur de rendement, c'est garanti ou c'est juste une estimation?",
    expect: {
      all: [/estim/],
      any: [/promesse|garanti|30 jours|95/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts « Responsabilité » (estimations, 30 jours par mois, 95 % récupérés, pas une promesse de résultats)",
  },
  {
    q: "connaissez vous un bon fournisseur de montures en gros dans la region de Quebec?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: fournisseur de montures (aucune page)",
  },
  {
    q: "on a un logiciel de dossiers patients assez specifique pour l'optometrie, pas dans votre liste. vous pouvez vous brancher dessus quand meme?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? » (DME, API, webhooks)",
  },
];

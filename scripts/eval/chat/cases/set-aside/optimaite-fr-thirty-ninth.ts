// Set-aside cases for OptimAIte in Quebec French, written by a thirty-ninth writer (an anglophone owner writing learner French) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_NINTH: readonly ChatCase[] = [
  {
    q: "Bonjour, je suis le owner d'une clinique dentaire a Montreal. Est-ce que votre AI repond les appels dans la nuit et le weekend aussi?",
    expect: {
      all: [/24 ?h|24 ?\/ ?7|24 heures|nuit|fin de semaine|week-?end|ferie/],
      any: [/oui|chaque appel|tous les appels|premiere sonnerie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES (Réponse aux appels 24 h sur 24: la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "Combien ca coute par mois? Je veux savoir le prix avant de faire le demo, svp.",
    expect: {
      all: [/depend|selon|en fonction|varie/, /demo|soumission/],
      any: [/volume|nombre d'appels/, /integration/, /soumission|prix exact|devis/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Tarifs (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "Nous utilisons Janeapp pour le booking des patients. Est-ce que OptimAIte marche avec Jane?",
    expect: {
      all: [/jane/, /oui|s'integre|integr|compatible|fonctionne|marche/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS (Janeapp, Gestion de clinique) and faq.ts Intégrations",
  },
  {
    q: "Si un patient appel avec un urgence medical, est-ce que le robot va le handle lui-meme ou il fait un transfer a mon staff?",
    expect: {
      all: [/transf/, /equipe|personnel|staff/],
      any: [/texto|sms|courriel|e-?mail|resume/, /regle|vous (fixez|decidez|choisissez)/, /immediat/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts Fonctionnalités (Que se passe-t-il avec les appels urgents ou complexes?)",
  },
  {
    q: "Combien de temps vous gardez les informations que je mets dans le form pour la demo?",
    expect: {
      all: [/12 mois|douze mois|un an\b|1 an\b/],
      any: [/supprim|effac|detrui|automatiquement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Conservation (demandes de démo et de contact supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Je suis tres busy avec mes patients. Combien de temps ca prend pour installer le systeme, et qu'est-ce que moi je dois faire exactement?",
    expect: {
      all: [/(3|trois) jours|(1|une) a (2|deux) semaines/, /questionnaire/],
      any: [/appel d'essai|essai|15 minutes/, /10 minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Pour commencer (1 à 2 semaines, lancement en 3 jours, questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Ma femme a un medispa a Laval. C'est bon aussi pour un medispa ou c'est juste pour les doctors?",
    expect: {
      all: [/medi-?spa/],
      any: [/oui|abonnement|forfait|specialit/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES (Médispas: vend abonnements et forfaits de soins tout en prenant les rendez-vous)",
  },
  {
    q: "J'ai vu le temoignage du clinique LASIK sur votre page. Les reminders, ca a reduit les no-shows de combien pour eux?",
    expect: {
      all: [/moitie|50 ?%|half/],
      any: [/clearview|carter|absence|rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS (James Carter, ClearView LASIK: les rappels ont réduit nos absences de moitié)",
  },
  {
    q: "Pour le banner des cookies: si je clique accepter, vous gardez mon choix pour combien longtemps? Et comment je change ca plus tard?",
    expect: {
      all: [/(6|six) mois/, /parametres des temoins|parametres|bas de (chaque |la )?page|pied de page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Témoins (cookies) et stockage local (choix conservé six mois; lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "Ou est-ce que les donnees sont stored? Dans un serveur au Canada ou aux States?",
    expect: {
      all: [/suisse|switzerland/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts Hébergement et destinataires (les données sont hébergées en Suisse)",
  },
  {
    q: "Le calculateur de ROI, il utilise quel assumptions pour le calcul? Et c'est garanti, les resultats?",
    expect: {
      all: [/30 jours/, /95 ?%/],
      any: [/estimation|pas (une )?(promesse|garanti)|aucune (promesse|garantie)|ne (constitue|garanti)|non garanti/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR.note and legal-notice.ts Responsabilité (30 jours par mois, 95 % des clients perdus récupérés; pas une promesse de résultats)",
  },
  {
    q: "J'ai booké un demo pour jeudi mais maintenant j'ai un conflit. Comment je peux le move a un autre jour?",
    expect: {
      all: [/lien|link/],
      any: [/courriel|e-?mail|confirmation|invitation/, /deplac|annul|reporter/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/server/leads/wording/fr.ts meeting.manage (Pour déplacer ou annuler votre démo : lien dans le courriel)",
  },
  {
    q: "On a un vieux EMR software qui est pas dans votre liste. C'est possible quand meme de connecter?",
    expect: {
      all: [/sur mesure|api|webhook|personnalis/],
      any: [/oui|possible|cre|ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION (DME ou système absent de la liste: API REST, webhooks, soutien dédié)",
  },
  {
    q: "Aussi, tu peux m'aider a ecrire une lettre a mon landlord pour renouveler le bail de ma clinique?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (a lease letter to a landlord)",
  },
  {
    q: "Est-ce que l'IA peut vendre des autres traitements aux patients au telephone, comme un package de botox?",
    expect: {
      all: [/complementaire|forfait|package|vente|vendre/],
      any: [/oui|bon moment|abonnement|injection/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES (Ventes complémentaires: propose des traitements complémentaires et des forfaits au bon moment)",
  },
];

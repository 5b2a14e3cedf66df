// Set-aside cases for OptimAIte in Quebec French, written by a thirty-eighth writer (a physiotherapy clinic's coordinator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "Bonjour, on utilise Jane pour tout nos rdv de physio pis de chiro. Est-ce que votre affaire marche avec Jane? Faut que le patient tombe avec le bon thérapeute",
    expect: {
      all: [/jane/, /integr|compatible|fonctionne avec|connect|relie|directement dans/],
      any: [/praticien/, /horaire/, /bon (professionnel|therapeute|intervenant|physio)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: INTEGRATIONS, Janeapp (Réserve les traitements avec le bon praticien, Horaires des praticiens); fr/faq.ts: Intégrations",
  },
  {
    q: "si un patient appelle avec une douleur aigue ou ben pour se plaindre, l'IA fait quoi? on veut pas qu'elle gere ca toute seule",
    expect: {
      all: [/transf/],
      any: [/resume/, /texto|sms|courriel/, /regles/, /votre equipe/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: Fonctionnalités, « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Nos patients appellent souvent le soir pis la fin de semaine quand la clinique est fermée. Ça répond tu à ces heures-là?",
    expect: {
      any: [/24 ?h/, /fin de semaine/, /la nuit/, /jours feries/, /en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: FEATURES, Réponse aux appels 24 h sur 24 (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "c'est combien par mois pour une clinique de 6 physios et 2 chiros? avez vous une grille de prix",
    expect: {
      all: [/volume/, /demo/],
      any: [/soumission/, /devis/, /prix exact/, /integration/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Tarifs, « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "Combien de temps avant que ce soit en fonction? Et ça va nous demander combien de temps à nous autres, on est déjà débordés",
    expect: {
      all: [/(3|trois) jours|jour 3|1 (a|ou) 2 semaines/, /10 minutes|15 minutes|questionnaire/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Pour commencer, « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours, questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Si je remplis votre formulaire de demande de démo, mes infos sont gardées où pis pour combien de temps?",
    expect: {
      all: [/suisse/, /12 mois|douze mois|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: Conservation (supprimées au plus tard 12 mois après la collecte) et Hébergement et destinataires (hébergées en Suisse)",
  },
  {
    q: "Les patients qui se presentent pas a leur rdv c'est notre plus gros probleme. Est ce que ca envoie des rappels?",
    expect: {
      all: [/rappel/],
      any: [/absence/, /texto|sms/, /automati/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES, Rappels intelligents (rappels automatiques qui réduisent les absences); TESTIMONIALS, James Carter",
  },
  {
    q: "Sur votre site je vois surtout de l'esthétique, du dentaire pis du LASIK. Est-ce que c'est adapté pour une clinique de physiothérapie et chiropratique?",
    expect: {
      any: [/bien-etre/, /jane/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: SPECIALTIES (Centres de bien-être: réserve thérapies, cours et consultations); fr/integrations.ts: Janeapp (Gestion de clinique); DETAILS_CTA (démo adaptée à votre clinique)",
  },
  {
    q: "jai cliqué trop vite sur la banniere des cookies, comment je change mon choix?",
    expect: {
      any: [/parametres des temoins/, /bas de (chaque|la|toutes? les) page/, /pied de (la )?page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: Témoins (cookies) et stockage local (le lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "Votre calculateur de rendement, il se base sur quelles hypothèses? Je veux savoir si c'est réaliste avant de le montrer à mes patrons",
    expect: {
      all: [/30 jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: CALCULATOR.note (30 jours par mois et 95 % des clients perdus récupérés); fr/legal-notice.ts: Responsabilité",
  },
  {
    q: "Quand quelqu'un annule le matin même, est-ce que le système peut remplir la plage avec un autre patient?",
    expect: {
      any: [/liste d'attente/, /combl/, /rempli/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: BEYOND_BASICS, Optimisation des revenus (comble les annulations à partir d'une liste d'attente); fr/landing.ts: FEATURES, Rappels intelligents",
  },
  {
    q: "Si je vous écris par le formulaire de contact, vous répondez dans combien de temps en général?",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/lead-dialogs.ts: LEAD_DIALOGS.contact (nous vous répondrons d'ici 24 heures); fr.ts (emails): contactConfirmation",
  },
  {
    q: "On a deux points de service, Sherbrooke et Magog, les deux sur Jane. Ça peut gérer les 2 cliniques en même temps?",
    expect: {
      any: [
        /plusieurs etablissements/,
        /multi-?etablissements?/,
        /plusieurs (cliniques|emplacements|succursales|points de service|sites)/,
        /(deux|2|vos|les) (etablissements|points de service|cliniques)/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: INTEGRATIONS, Janeapp (Plusieurs établissements)",
  },
  {
    q: "petite question a part, c'est quoi les meilleurs exercices pour une entorse lombaire? j'ai un patient qui me demande",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: exercise advice for a back sprain (no page covers it)",
  },
  {
    q: "Comment je fais pour faire effacer les infos que j'ai entrées dans le calculateur pis dans ma demande de démo?",
    expect: {
      any: [/30 jours/, /ecri(vez|re)/, /courriel/, /e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: Vos droits (demander la suppression en écrivant à l'adresse courriel; réponse dans un délai de 30 jours)",
  },
];

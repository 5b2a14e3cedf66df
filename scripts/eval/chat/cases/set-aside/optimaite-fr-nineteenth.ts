// Set-aside cases for OptimAIte in Quebec French, written by a nineteenth writer (a medspa group's marketing or operations manager) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_NINETEENTH: readonly ChatCase[] = [
  {
    q: "Le calculateur de ROI sur votre page d'accueil, il se base sur quelles hypothèses exactement? Et est-ce que je peux présenter ce chiffre-là à mon CFO comme un résultat garanti?",
    expect: {
      all: [
        /30 jours/,
        /95 ?%|95 pour cent/,
        /estimation|pas (une |de )?(promesse|garantie?)|aucune (promesse|garantie)|non garanti|ne (constitue|garanti)\w* pas/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts « Responsabilité » (estimations, 30 jours par mois, 95 % récupérés, pas une promesse); landing.ts CALCULATOR.note",
  },
  {
    q: "C'est quoi votre pricing mensuel pour un groupe de 4 cliniques? Avez-vous une grille tarifaire publique quelque part?",
    expect: {
      all: [/volume/, /soumission|demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (prix selon le volume d'appels et les intégrations; soumission exacte à la démo)",
  },
  {
    q: "Côté KPIs, qu'est-ce que je vais voir dans vos rapports? J'ai besoin du booking rate et des revenus récupérés semaine par semaine.",
    expect: {
      all: [/taux de reservation|booking rate/, /revenus? recupere/],
      any: [/volume d'appels|resultats des appels|rendez-vous pris|tableau de bord|semaine/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS « Statistiques de la clinique »; landing.ts FEATURES « Statistiques »",
  },
  {
    q: "On roule sur Mindbody dans nos 3 succursales. Est-ce que votre IA peut vérifier s'il reste des séances dans le forfait d'une cliente avant de booker?",
    expect: {
      all: [/forfait/, /oui|verifi/],
      any: [/mindbody/, /etablissement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Mindbody (« Vérification des forfaits », « Agendas multiétablissements »)",
  },
  {
    q: "Notre CRM maison n'est pas dans votre liste. Vous offrez quoi comme webhooks, et qui maintient la connexion de notre bord?",
    expect: {
      all: [
        /webhook/,
        /reservation|annulation|issue des appels/,
        /entret|mainti|ingenieur|(notre|votre|leur) equipe|cree/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION (Webhooks : réservations, annulations, issue des appels; l'équipe crée et entretient la connexion)",
  },
  {
    q: "J'ai booké une démo mais j'ai un conflit avec une réunion du CA. Comment je fais pour la déplacer?",
    expect: {
      all: [/lien/, /courriel|e-?mail|invitation|confirmation/],
      any: [/deplacer|reporter|changer|annuler/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage (« Pour déplacer ou annuler votre démo : [lien] ») et inviteDescription",
  },
  {
    q: "Les données de nos demandes et de nos visites sur votre site, elles sont hébergées dans quel pays? On a des exigences internes là-dessus.",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Hébergement et destinataires » (hébergées en Suisse)",
  },
  {
    q: "Si on n'est pas satisfaits de la façon dont vous traitez nos renseignements personnels, on peut porter plainte auprès de quelle autorité?",
    expect: {
      any: [/pfpdt|prepose federal/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Vos droits » (PFPDT ou autorité de contrôle dans l'UE)",
  },
  {
    q: "Les chiffres sur votre home page, les 25 000 appels, c'est par mois ou au total? Et vous avez combien de cliniques clientes?",
    expect: {
      all: [/mois/, amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS (25 000+ appels traités chaque mois) et TRUST_CARDS (plus de 500 cliniques)",
  },
  {
    q: "Dans vos témoignages, la clinique LASIK dit avoir réduit ses no-shows de combien grâce aux rappels?",
    expect: {
      all: [/moitie|50 ?%/],
      any: [/clearview|carter|rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS (James Carter, ClearView LASIK : absences réduites de moitié)",
  },
  {
    q: "Concrètement, entre la signature et le go-live, on parle de combien de temps? Et combien de temps mon équipe doit bloquer pour l'onboarding?",
    expect: {
      all: [/(3|trois) jours|(1|une) a (2|deux) semaines/, /10 ?min/, /15 ?min/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours, questionnaire de 10 min, appel d'essai de 15 min)",
  },
  {
    q: "Les questions que je tape dans votre chatbot, là, vous les enregistrez et les gardez combien de temps?",
    expect: {
      all: [
        /90 jours/,
        /pas enregistre|ne sont pas (enregistre|conserve)|sauf|seulement celles|uniquement celles|n'a pas su|sans reponse|pas pu repondre/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Conservation » (questions non enregistrées sauf celles sans réponse, gardées 90 jours)",
  },
  {
    q: "Avec Vagaro, l'IA peut-elle gérer les rappels de dépôt et remplir les trous à partir de la waitlist?",
    expect: {
      all: [/depot/, /liste d'attente|waitlist/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Vagaro (« Rappels de dépôt », « Remplissage depuis la liste d'attente »)",
  },
  {
    q: "Peux-tu me rédiger trois captions Instagram pour notre promo Botox du temps des Fêtes?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (aucune page)",
  },
  {
    q: "Votre site est offert en quelles langues? J'aimerais l'envoyer à notre directrice de Toronto qui est anglophone.",
    expect: {
      all: [NAMES_LANGUAGE.en],
      none: [I_DONT_KNOW.fr],
    },
    source: "locales du site (OptimAIte en anglais et en français : /fr/optimaite et sa version anglaise)",
  },
];

// Set-aside cases for OptimAIte in Quebec French, written by a fifty-second writer (a visitor asking about the website itself) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_SECOND: readonly ChatCase[] = [
  {
    q: "combien de temps vous gardez mon choix pour les cookies? la banniere va me le redemander a un moment donne?",
    expect: { all: [/six mois|6 mois/], none: [I_DONT_KNOW.fr] },
    source:
      "privacy.ts: section « Témoins (cookies) et stockage local », paragraph 4 (choice kept six months, then the banner asks again)",
  },
  {
    q: "jai cliqué accepter trop vite sur la banniere des temoins, comment je fais pour changer ca apres?",
    expect: {
      all: [/parametres/],
      any: [/bas de (chaque|la|toutes les) page|pied de (la )?page|footer|en bas/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Témoins (cookies) et stockage local », paragraph 4 (« Paramètres des témoins » link at the bottom of every page)",
  },
  {
    q: "ou je peux trouver les mentions legales du site? je veux savoir c'est quelle compagnie qui est derriere",
    expect: { any: [/mentions legales/], none: [I_DONT_KNOW.fr], link: "/fr/mentions-legales" },
    source: "legal-notice.ts: title and section « Éditeur »; slugs.ts (/legal-notice → /fr/mentions-legales)",
  },
  {
    q: "Vos données sont hébergées où? Au Canada ou aux États-Unis?",
    expect: { all: [/suisse/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts: section « Hébergement et destinataires » (data hosted in Switzerland)",
  },
  {
    q: "si je vous demande d'effacer mes donnees, vous avez combien de temps pour me repondre?",
    expect: { all: [/30 jours|trente jours/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts: section « Vos droits », paragraph 1 (answer within 30 days)",
  },
  {
    q: "J'ai le Global Privacy Control d'activé dans Firefox. Est-ce que votre site le respecte ou faut que je refuse a la main dans la banniere?",
    expect: {
      all: [/statisti|marketing/],
      any: [/refus/, /respect/, /redemand/, /desactiv/, /automatiquement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Statistiques », paragraph 3 (GPC treated as a refusal of statistics and marketing, without asking again)",
  },
  {
    q: "une fois que jai rempli le formulaire pour la demo, vous me revenez dans combien de temps?",
    expect: { all: [/24 ?h/], none: [I_DONT_KNOW.fr] },
    source:
      "lead-dialogs.ts: LEAD_DIALOGS.demo.description and successText (« d'ici 24 heures »); wording/fr.ts demoConfirmation",
  },
  {
    q: "ca marche tu avec Jane? pis Mindbody? on a une clinique avec 2 succursales",
    expect: {
      all: [/jane/, /mindbody/],
      any: [/oui/, /integr/, /compatible/, /etablissements/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts: INTEGRATIONS Janeapp and Mindbody (« Plusieurs établissements », « Agendas multiétablissements »); faq.ts « Intégrations »",
  },
  {
    q: "ca prend combien de temps avant que la receptionniste IA soit en fonction chez nous?",
    expect: {
      any: [/3 jours|trois jours/, /(1|une) (a|ou) (2|deux) semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: « Combien de temps prend la mise en place? » (1 to 2 weeks, launch in 3 days); landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "je trouve pas vos prix nulle part sur le site, c'est combien par mois?",
    expect: {
      all: [/demo|soumission/],
      any: [/volume/, /integration/, /depend/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: « Combien ça coûte, et quel est le rendement? » (price depends on call volume and integrations; the demo gives an exact quote)",
  },
  {
    q: "Le calculateur de rendement sur la page d'accueil, il se base sur quelles hypothèses pour faire son calcul?",
    expect: { all: [/30 jours/, /\b95\b/], none: [I_DONT_KNOW.fr] },
    source:
      "landing.ts: CALCULATOR.note (30 days a month, 95 % of lost clients recovered); legal-notice.ts section « Responsabilité »",
  },
  {
    q: "vous travaillez juste avec les cliniques esthetiques ou ben aussi avec les dentistes?",
    expect: { all: [/dentai|dentist/], none: [I_DONT_KNOW.fr] },
    source: "services.ts: SPECIALTIES « Cliniques dentaires »; landing.ts TRUST_CARDS (dentisterie)",
  },
  {
    q: "pour me localiser a partir de mon IP vous envoyez ca a un service externe?",
    expect: {
      any: [
        /db-?ip/,
        /hors ligne/,
        /aucun (service )?(tiers|externe)/,
        /sans (faire appel a )?(aucun )?(service )?(tiers|externe)/,
        /pas (a |de |par )?(un )?(service )?(tiers|externe)/,
        /(sur|par) nos (propres )?serveurs/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Statistiques », paragraph 1 (offline database, no third-party service); legal-notice.ts « Crédits » (DB-IP)",
  },
];

// Set-aside cases for OptimAIte in Quebec French, written by a thirty-fourth writer (a second-generation owner asking why) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_FOURTH: readonly ChatCase[] = [
  {
    q: "C'est quoi la différence entre vos « 3 jours » pis la configuration complète? Pourquoi deux chiffres?",
    expect: {
      all: [/3 jours|trois jours/, /(1|une) (a|ou) (2|deux) semaines/],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Ma mère gère l'horaire des praticiens dans Jane. Comment votre IA fait pour réserver directement là-dedans?",
    expect: {
      all: [/jane/],
      any: [/praticien/, /horaire/, /formulaires? d'admission/, /etablissements/],
    },
    source: "integrations.ts Janeapp « Réserve les traitements avec le bon praticien dans Jane »",
  },
  {
    q: "Votre calculateur de rendement, il se base sur quelles hypothèses pour sortir ses montants?",
    expect: {
      all: [/30 jours/, /95/],
    },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés »",
  },
  {
    q: "Si un patient appelle pour une vraie urgence médicale, comment ça marche? Le robot gère ça tout seul?",
    expect: {
      all: [/transf/],
      any: [/resume/, /texto/, /courriel/, /equipe/],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Les infos que je vous envoie par le formulaire, elles sont hébergées où?",
    expect: {
      all: [/suisse/],
    },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "À quoi ça sert vraiment, les rappels automatiques par texto? Nos patients oublient rarement.",
    expect: {
      any: [/absence/, /plages?/, /derniere minute/, /moitie/],
    },
    source: "landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Une fois que j'ai demandé la démo, il se passe quoi ensuite? Quelqu'un me rappelle?",
    expect: {
      all: [/24 ?h/],
    },
    source: "lead-dialogs.ts demo.successText « Nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "On est une clinique dentaire familiale. Concrètement, elle fait quoi pour nous autres?",
    expect: {
      any: [/nettoyage/, /fauteuil/, /urgence/],
    },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Pourquoi vous affichez pas de prix fixe sur le site? Ça dépend de quoi?",
    expect: {
      all: [/volume/],
      any: [/demo/, /soumission/],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Mon choix pour les cookies, vous le gardez combien de temps, pis comment je le change après?",
    expect: {
      all: [/six mois|6 mois/],
      any: [/parametres des temoins/, /bas de (chaque|la) page/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Les questions que je te pose ici dans le chat, est-ce que vous les gardez quelque part?",
    expect: {
      all: [/90 jours/],
    },
    source: "privacy.ts « Conservation » (assistant)",
  },
  {
    q: "Y a-tu des cliniques qui ont vraiment vu leurs rendez-vous manqués baisser avec ça?",
    expect: {
      any: [/moitie/, /clearview/, /carter/],
    },
    source: "landing.ts TESTIMONIALS James Carter, ClearView LASIK",
  },
  {
    q: "Les ventes complémentaires, comment ça marche? Elle va pousser des traitements à nos patients?",
    expect: {
      any: [/complementaire/, /forfait/],
    },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Le site est dans quelles langues? Mon père est plus à l'aise en anglais.",
    expect: {
      all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.en],
    },
    source:
      "French slugs: OptimAIte pages in English (/optimaite) and Quebec French (/fr/optimaite), SITE_LOCALES.optimaite",
  },
  {
    q: "Peux-tu m'aider à évaluer combien vaut la clinique de mes parents pour la succession?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (business valuation)",
  },
];

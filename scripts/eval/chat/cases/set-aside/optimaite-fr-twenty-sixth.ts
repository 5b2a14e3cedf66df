// Set-aside cases for OptimAIte in Quebec French, written by a twenty-sixth writer (a dental office manager watching the money) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_SIXTH: readonly ChatCase[] = [
  {
    q: "Cest combien par mois votre affaire? On est une clinique dentaire a Quebec avec 3 dentistes",
    expect: {
      all: [/volume|nombre d'appels|quantite d'appels/, /demo|soumission/],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; soumission exacte à la démo)",
  },
  {
    q: "Le 95% en bas du calculateur, ca veut dire quoi au juste?",
    expect: { all: [/95/, /recuper/] },
    source: "landing.ts CALCULATOR.note « 95 % des clients perdus récupérés »",
  },
  {
    q: "si je mets 20 appels par jour, 30% manqués, 150$ par patient pis une receptionniste a 4000$ par mois, ca me donne combien par mois?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "Le montant que votre calculateur me sort, c'est-tu garanti?",
    expect: {
      all: [
        /estim/,
        /pas (une |de |un )?(promesse|garantie)|aucune (promesse|garantie)|ne (constitue|sont|garanti)\w* pas|\bnon\b/,
      ],
    },
    source: "legal-notice.ts « Responsabilité » (des estimations, pas une promesse de résultats)",
  },
  {
    q: "La demo, ca va me couter quelque chose?",
    expect: { all: [/gratuit/] },
    source:
      "landing.ts HERO.primaryCta « Réserver une démo gratuite »; services.ts DETAILS_CTA « gratuite et sans engagement »",
  },
  {
    q: "Notre logiciel dentaire est pas dans votre liste, est-ce que ca peut marcher pareil?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION (intégration sur mesure par API et webhooks); faq.ts « Avec quelles plateformes… »",
  },
  {
    q: "Une urgence dentaire un samedi soir, il se passe quoi avec l'appel?",
    expect: { all: [/transf/] },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (transférés immédiatement à votre équipe)",
  },
  {
    q: "Ca prend combien de temps avant que ce soit en marche chez nous? J'ai pas 2 mois a perdre",
    expect: { any: [/3 jours|trois jours/, /(1|une?) a (2|deux) semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours)",
  },
  {
    q: "Est-ce que c'est capable de gerer nos nettoyages pis la dispo des chaises?",
    expect: { all: [/nettoyage/], any: [/fauteuil/, /disponibilit/] },
    source:
      "services.ts SPECIALTIES « Cliniques dentaires » (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "Les rappels par texto, ca aide-tu vraiment contre les patients qui se presentent pas?",
    expect: { all: [/absence|ne se presentent pas|no-?show|lapin/], any: [/moitie/, /redui/] },
    source:
      "landing.ts FEATURES « Rappels intelligents » (réduisent les absences); TESTIMONIALS James Carter (absences réduites de moitié)",
  },
  {
    q: "Y'a combien de cliniques qui utilisent votre systeme?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "C'est quoi le meilleur taux hypothecaire en ce moment pour acheter une bâtisse?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (aucune page d'OptimAIte)",
  },
  {
    q: "Le cout de la receptionniste dans le calculateur, c'est son salaire a l'annee ou au mois?",
    expect: { all: [/mois|mensuel/], any: [/economi/, /cout mensuel/] },
    source:
      "landing.ts CALCULATOR.inputs.receptionistCost « Coût mensuel d'une réceptionniste ($) »; results.laborSavings",
  },
  {
    q: "Vos cookies sur le site, je suis obligee de les accepter?",
    expect: { any: [/parametres des temoins/, /facultati/, /desactive/, /consent/, /refus/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (statistiques et marketing facultatifs, désactivés par défaut)",
  },
  {
    q: "On manque quasiment aucun appel, ca vaut-tu la peine pareil?",
    expect: { all: [/cout|economi/], any: [/automati/, /rappel/, /reservation/] },
    source:
      "landing.ts CALCULATOR.congratulations (réduire vos coûts de réception, automatiser réservations et rappels)",
  },
];

import type { Translation } from "../../../i18n/translation.ts";
import type { OPTIMAITE_LANDING } from "../landing.ts";

/** The home page and the site's frame in Quebec French (fr-CA, "vous"). */
export const OPTIMAITE_LANDING_FR = {
  HERO: {
    eyebrow: "Réceptionniste IA pour cliniques médicales et esthétiques",
    title: "Ne manquez plus jamais l'appel d'un patient",
    lead: "OptimAIte répond à chaque appel 24 h sur 24, inscrit les rendez-vous dans votre agenda, envoie confirmations et rappels par texto, et récupère les revenus que vos appels manqués vous font perdre.",
    primaryCta: "Réserver une démo gratuite",
    secondaryCta: "Calculer votre rendement",
  },
  COUNTERS: [
    { value: 25000, suffix: "+", label: "appels traités chaque mois" },
    { value: 10000, suffix: "+", label: "rendez-vous pris" },
    { value: 99, suffix: " %", label: "taux de réponse" },
  ],
  TRUST_CARDS: [
    {
      title: "Plus de 500 cliniques nous font confiance",
      titleWithCount: "Plus de {count} cliniques nous font confiance",
      text: "Des équipes de chirurgie plastique, de LASIK, de dentisterie, de dermatologie et de médispas comptent sur OptimAIte tous les jours.",
    },
    {
      title: "Conforme HIPAA et LPRPDE",
      text: "Les données des patients sont chiffrées en transit et au repos, avec des ententes BAA signées et une journalisation des accès.",
    },
    {
      title: "En service en 3 jours",
      text: "Jour 1, intégration et connexion; jour 2, formation et essais; jour 3, mise en service.",
    },
  ],
  FEATURES: [
    {
      title: "Réponse aux appels 24 h sur 24",
      text: "Chaque appel est pris dès la première sonnerie, y compris la nuit, la fin de semaine et les jours fériés.",
    },
    {
      title: "Prise de rendez-vous",
      text: "Réserve, déplace et annule les rendez-vous directement dans l'agenda de votre clinique.",
    },
    {
      title: "Confirmations par texto",
      text: "Vos patients reçoivent aussitôt un texto qui confirme la date, l'heure et l'adresse.",
    },
    {
      title: "Rappels intelligents",
      text: "Des rappels automatiques réduisent les absences et comblent les plages libérées à la dernière minute.",
    },
    {
      title: "Ventes complémentaires",
      text: "Propose des traitements complémentaires et des forfaits au bon moment.",
    },
    {
      title: "Statistiques",
      text: "Volume d'appels, rendez-vous pris et revenus récupérés, réunis dans un seul tableau de bord.",
    },
  ],
  TESTIMONIALS: [
    {
      quote:
        "Nous manquions le tiers de nos appels pendant les chirurgies. OptimAIte les prend maintenant, et notre agenda de consultations est plein deux semaines à l'avance.",
      name: "Dre Sarah Mitchell",
      role: "chirurgienne plasticienne, Mitchell Aesthetics",
    },
    {
      quote:
        "La mise en place a pris trois jours. Les rappels à eux seuls ont réduit nos absences de moitié, et les patients adorent recevoir leur confirmation par texto sur-le-champ.",
      name: "James Carter",
      role: "directeur de clinique, ClearView LASIK",
    },
  ],
  BENEFITS_TEASER: {
    title: "Pensé pour le quotidien des cliniques",
    items: [
      "Répond au nom de votre clinique, avec vos services et vos prix",
      "Transfère à votre équipe les appels urgents ou délicats",
      "Fonctionne avec le logiciel de réservation que vous utilisez déjà",
    ],
    link: "Découvrir nos services",
  },
  HOW_IT_WORKS_TEASER: {
    title: "Comment ça fonctionne",
    steps: ["Connectez votre agenda", "Formez-la à vos services", "En service en 3 jours"],
    link: "Voir toutes les étapes",
  },
  FAQ_TEASER: {
    title: "Des questions avant de commencer?",
    text: "Délai de mise en place, intégrations, conformité et tarifs : les réponses sont dans notre FAQ.",
    link: "Lire la FAQ",
  },
  CALCULATOR: {
    title: "Calculateur de rendement",
    lead: "Voyez combien vos appels manqués vous coûtent en revenus, et ce qu'une réceptionniste IA vous permet de récupérer.",
    inputs: {
      callsPerDay: "Appels par jour",
      missedCallRate: "Taux d'appels manqués (%)",
      lostLeadRate: "Taux de clients potentiels perdus (%)",
      revenuePerClient: "Revenu moyen par client ($)",
      receptionistCost: "Coût mensuel d'une réceptionniste ($)",
    },
    results: {
      lostClients: "Clients perdus par mois",
      lostRevenue: "Revenus perdus par mois",
      recoveredRevenue: "Revenus récupérés par mois",
      laborSavings: "Économies sur la réceptionniste par mois",
      monthlyROI: "Rendement mensuel",
      annualROI: "Rendement annuel",
    },
    congratulations: {
      title: "Félicitations!",
      text: "Vous ne manquez aucun appel. OptimAIte peut tout de même réduire vos coûts de réception et automatiser vos réservations et vos rappels.",
    },
    cta: "Obtenir votre démo personnalisée",
    note: "Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés.",
  },
} as const satisfies Translation<typeof OPTIMAITE_LANDING>;

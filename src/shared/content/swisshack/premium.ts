import type { FigureStat } from "../../site-settings/shown-figures.ts";

/** French copy of /premium. */
export const PREMIUM = {
  back: "Retour à l'accueil",
  eyebrow: "Audit Premium",
  title: "L'accompagnement complet pour optimiser vos finances sur 5 à 10 ans",
  lead: "Un expert analyse votre dossier en profondeur, vous appelle 45 minutes et vous suit pendant 2 ans.",
  price: "CHF 590",
  /** The same price as a number, for the Product/Offer structured data. */
  priceChf: 590,
  priceNote: "paiement unique, sans abonnement",
  cta: "Commencer par l'audit gratuit",
  expertCall: "Parler à un expert : {phone}",
  stats: [
    { value: "CHF 5 900", label: "d'économies moyennes par an", figure: "averageSaving", withCount: "CHF {count}" },
    { value: "10×", label: "de retour sur investissement", figure: "roiMultiple", withCount: "{count}×" },
    { value: "580+", label: "clients Premium", figure: "premiumClients", withCount: "{count}+" },
  ] satisfies FigureStat[],
  comparisonTitle: "Gratuit ou Premium ?",
  comparison: [
    { feature: "Questionnaire de 5 minutes", free: true, premium: true },
    { feature: "Rapport PDF personnalisé sous 48 h", free: true, premium: true },
    { feature: "Guide PDF « 5 hacks légaux »", free: true, premium: true },
    { feature: "Analyse de vos documents (certificat de salaire, LPP, police LAMal)", free: false, premium: true },
    { feature: "Appel de 45 minutes avec un expert", free: false, premium: true },
    { feature: "Plan d'action sur 5 à 10 ans", free: false, premium: true },
    { feature: "Suivi annuel pendant 2 ans", free: false, premium: true },
    { feature: "Livraison sous 5 jours ouvrables", free: false, premium: true },
  ],
  guaranteesTitle: "Nos quatre garanties",
  guarantees: [
    {
      title: "Satisfait ou remboursé 30 jours",
      text: "Pas convaincu ? Nous vous remboursons intégralement sous 30 jours, sans justification.",
    },
    {
      title: "Livré en 5 jours ouvrables",
      text: "Votre dossier complet et votre plan sur 5 à 10 ans, livrés en 5 jours ouvrables.",
    },
    {
      title: "100 % indépendant",
      text: "Aucune commission, aucun produit financier à vendre : seulement votre intérêt.",
    },
    {
      title: "Données protégées en Suisse",
      text: "Hébergement en Suisse, certification ISO 27001, conformité RGPD et nLPD.",
    },
  ],
  closingTitle: "Commencez par l'audit gratuit",
  closingText: "L'audit gratuit suffit souvent. S'il révèle un potentiel important, l'audit Premium va plus loin.",
} as const;

import type { DetailKey } from "@shared/site-settings/details";
import { DETAIL_HIDES } from "@shared/site-settings/details-from-env";
import type { AdminWords } from "../shared/admin-language";

// The cockpit's words: the overview's charts, the funnel, the visitors tab (issue 55).

/** The overview's charts and notices. */
export const OVERVIEW_WORDS: AdminWords<{
  loadFailed: string;
  visitsPerDay: string;
  leadsPerWeek: string;
  topPages: string;
  topCountries: string;
  noData: string;
  unsetTitle: string;
  unsetIntro: string;
  /** What the pages leave out while a detail is unset (the server's `hides`, in English, is the same). */
  unsetHides: Record<DetailKey, string>;
  /** The demos' place, set in the Availability tab rather than by a variable. */
  demoPlace: { name: string; hides: string };
}> = {
  fr: {
    loadFailed: "Les données n'ont pas pu être chargées",
    visitsPerDay: "Visites par jour (les deux sites, 30\u00a0derniers jours)",
    leadsPerWeek: "Prospects par semaine (les deux sites, 12\u00a0dernières semaines)",
    topPages: "Pages les plus vues (les deux sites, 30\u00a0derniers jours)",
    topCountries: "Pays principaux (les deux sites, 30\u00a0derniers jours)",
    noData: "Pas encore de données.",
    unsetTitle: "Réglages à compléter avant la mise en ligne",
    unsetIntro:
      "Ces variables d'environnement ne sont pas définies\u00a0; les sites masquent donc ce qu'elles afficheraient (voir le README)\u00a0:",
    unsetHides: {
      company: "la raison sociale de l'éditeur (mentions légales)",
      address: "l'adresse de l'éditeur (mentions légales)",
      ide: "le numéro d'identification des entreprises de l'éditeur, CHE-… (mentions légales)",
      director: "la personne responsable de la publication (mentions légales)",
      host: "l'hébergeur du site (mentions légales)",
      contactEmail: "l'adresse de contact des pieds de page et des pages légales",
      contactPhone: "le numéro de téléphone de l'expert (page Premium, mentions légales)",
      whatsappNumber: "les boutons WhatsApp",
      linkedin: "le lien LinkedIn des pieds de page",
      instagram: "le lien Instagram des pieds de page",
      facebook: "le lien Facebook des pieds de page",
    },
    demoPlace: {
      name: "Lieu des démos (onglet Disponibilités)",
      hides: "le lien vidéo ou le numéro de téléphone des invitations et des courriels de démo",
    },
  },
  en: {
    loadFailed: "Error fetching data",
    visitsPerDay: "Visits per day (both sites, last 30 days)",
    leadsPerWeek: "Leads per week (both sites, last 12 weeks)",
    topPages: "Top pages (both sites, last 30 days)",
    topCountries: "Top countries (both sites, last 30 days)",
    noData: "No data yet.",
    unsetTitle: "Settings to complete before going live",
    unsetIntro: "These environment variables are not set, so the sites hide what they would show (see the README):",
    unsetHides: DETAIL_HIDES,
    demoPlace: {
      name: "Demo place (Availability tab)",
      hides: "the video link or phone number of the demo invites and emails",
    },
  },
};

/** The funnel panel: its filters, its steps (named by the server in English, shown in the account's language). */
export const FUNNEL_WORDS: AdminWords<{
  title: string;
  loadFailed: string;
  site: string;
  period: string;
  periods: { "7": string; "30": string; "90": string; custom: string };
  from: string;
  to: string;
  chart: (from: string, to: string) => string;
  step: string;
  count: string;
  fromPrevious: string;
  stepsCaption: string;
  source: string;
  visits: string;
  leads: string;
  conversion: string;
  sourcesCaption: string;
  noVisits: string;
  steps: Record<string, string>;
}> = {
  fr: {
    title: "Entonnoir et sources",
    loadFailed: "L'entonnoir n'a pas pu être chargé",
    site: "Site",
    period: "Période",
    periods: {
      "7": "7\u00a0derniers jours",
      "30": "30\u00a0derniers jours",
      "90": "90\u00a0derniers jours",
      custom: "Personnalisée",
    },
    from: "Du",
    to: "Au",
    chart: (from, to) => `Entonnoir, du ${from} au ${to}`,
    step: "Étape",
    count: "Nombre",
    fromPrevious: "Depuis l'étape précédente",
    stepsCaption: "Étapes de l'entonnoir et taux de conversion",
    source: "Source",
    visits: "Visites",
    leads: "Prospects",
    conversion: "Conversion",
    sourcesCaption: "Sources (source UTM, sinon site référent)",
    noVisits: "Aucune visite sur cette période.",
    steps: {
      Visits: "Visites",
      "Audit dialog opened": "Formulaire d'audit ouvert",
      "Audit sent": "Audit envoyé",
      "Refine step done": "Deuxième étape remplie",
      "Calculator used": "Calculateur utilisé",
      "Demo booked": "Démo réservée",
      "Contact sent": "Contact envoyé",
    },
  },
  en: {
    title: "Funnel and sources",
    loadFailed: "Error fetching the funnel",
    site: "Site",
    period: "Period",
    periods: {
      "7": "Last 7 days",
      "30": "Last 30 days",
      "90": "Last 90 days",
      custom: "Custom",
    },
    from: "From",
    to: "To",
    chart: (from, to) => `Funnel, ${from} to ${to}`,
    step: "Step",
    count: "Count",
    fromPrevious: "From previous step",
    stepsCaption: "Funnel steps and conversion rates",
    source: "Source",
    visits: "Visits",
    leads: "Leads",
    conversion: "Conversion",
    sourcesCaption: "Sources (UTM source, else referrer)",
    noVisits: "No visits in this period.",
    steps: {
      Visits: "Visits",
      "Audit dialog opened": "Audit dialog opened",
      "Audit sent": "Audit sent",
      "Refine step done": "Refine step done",
      "Calculator used": "Calculator used",
      "Demo booked": "Demo booked",
      "Contact sent": "Contact sent",
    },
  },
};

/** The visitors tab: its filters and columns. */
export const VISITOR_WORDS: AdminWords<{
  tab: string;
  site: string;
  bothSites: string;
  page: string;
  everyPage: string;
  visited: string;
  visitor: string;
  query: string;
  location: string;
  device: string;
  returning: string;
  returningYes: (visits: number) => string;
  no: string;
  referrer: string;
}> = {
  fr: {
    tab: "Visiteurs",
    site: "Site",
    bothSites: "Les deux sites",
    page: "Page",
    everyPage: "Toutes les pages",
    visited: "Visite",
    visitor: "Visiteur",
    query: "Paramètres",
    location: "Lieu",
    device: "Appareil",
    returning: "Déjà venu",
    returningYes: (visits) => `Oui (${visits}\u00a0visites)`,
    no: "Non",
    referrer: "Site référent",
  },
  en: {
    tab: "Visitors",
    site: "Site",
    bothSites: "Both sites",
    page: "Page",
    everyPage: "Every page",
    visited: "Visited",
    visitor: "Visitor",
    query: "Query",
    location: "Location",
    device: "Device",
    returning: "Returning",
    returningYes: (visits) => `Yes (${visits} visits)`,
    no: "No",
    referrer: "Referrer",
  },
};

/** The overview's Premium orders (issue 57): paid today, reports due by tomorrow, overdue. */
export const PREMIUM_DUE_WORDS: AdminWords<{
  title: string;
  paidToday: string;
  reportsDue: string;
  overdue: string;
  rule: string;
}> = {
  fr: {
    title: "Audits Premium",
    paidToday: "payés aujourd'hui",
    reportsDue: "rapports à rendre d'ici demain",
    overdue: "rapports en retard",
    rule: "Le rapport est dû 5\u00a0jours ouvrables après le paiement (heure de Zurich).",
  },
  en: {
    title: "Premium audits",
    paidToday: "paid today",
    reportsDue: "reports due by tomorrow",
    overdue: "reports overdue",
    rule: "A report is due 5 working days after the payment (Zurich time).",
  },
};

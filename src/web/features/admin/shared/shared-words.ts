import { REPORT_STATUS_LABELS, type ReportStatus } from "@shared/schemas/audit-report";
import { PIPELINE_STATUS_LABELS, type PipelineStatus } from "@shared/schemas/pipeline";
import type { AdminWords } from "./admin-language";

// The words every admin page shares: the frame, the dashboard's tabs, the records tables, the formats, the statuses.
// French is Swiss French: a no-break space (\u00a0) before : ; ! ? and inside « ».

/** The frame and the dashboard around the tabs. */
export const FRAME_WORDS: AdminWords<{
  dashboard: string;
  loading: string;
  sitemap: string;
  signOut: string;
  backOffice: string;
  colon: string;
  zurichTime: string;
  languageGroup: string;
  backToDashboard: string;
  tabs: Record<string, string>;
  newCount: (count: number) => string;
}> = {
  fr: {
    dashboard: "Tableau de bord",
    loading: "Chargement…",
    sitemap: "Plan du site",
    signOut: "Se déconnecter",
    backOffice: "Administration",
    colon: "\u00a0:",
    zurichTime: "Heure (Zurich)",
    languageGroup: "Langue de l'administration",
    backToDashboard: "Retour au tableau de bord",
    tabs: {
      overview: "Vue d'ensemble",
      contacts: "Contacts",
      demos: "Démos",
      calculator: "Calculateur",
      visitors: "Visiteurs",
      audits: "Audits",
      newsletter: "Newsletter",
      availability: "Disponibilités",
      posts: "Articles",
    },
    newCount: (count) => `${count}\u00a0${count > 1 ? "nouveaux" : "nouveau"}`,
  },
  en: {
    dashboard: "Admin Dashboard",
    loading: "Loading…",
    sitemap: "Sitemap",
    signOut: "Sign Out",
    backOffice: "Back office",
    colon: ":",
    zurichTime: "Time (Zurich)",
    languageGroup: "Back-office language",
    backToDashboard: "Back to the admin dashboard",
    tabs: {
      overview: "Overview",
      contacts: "Contacts",
      demos: "Demos",
      calculator: "Calculator",
      visitors: "Visitors",
      audits: "Audits",
      newsletter: "Newsletter",
      availability: "Availability",
      posts: "Posts",
    },
    newCount: (count) => `${count} new`,
  },
};

/** A lead tab's records table: search, export, details, pages. */
export const RECORDS_WORDS: AdminWords<{
  details: string;
  detailsOf: (who: string) => string;
  search: string;
  searchIn: (label: string) => string;
  searchPlaceholder: string;
  exportCsv: string;
  tableOf: (label: string) => string;
  empty: string;
  loadMore: string;
  loadFailed: string;
  unknown: string;
  close: string;
}> = {
  fr: {
    details: "Détails",
    detailsOf: (who) => `Détails de ${who}`,
    search: "Rechercher",
    searchIn: (label) => `Rechercher dans ${label}`,
    searchPlaceholder: "Rechercher…",
    exportCsv: "Exporter en CSV",
    tableOf: (label) => `Tableau ${label}`,
    empty: "Rien pour l'instant.",
    loadMore: "Afficher plus",
    loadFailed: "Les données n'ont pas pu être chargées",
    unknown: "Inconnu",
    close: "Fermer",
  },
  en: {
    details: "Details",
    detailsOf: (who) => `Details of ${who}`,
    search: "Search",
    searchIn: (label) => `Search ${label}`,
    searchPlaceholder: "Search…",
    exportCsv: "Export CSV",
    tableOf: (label) => `${label} table`,
    empty: "Nothing here yet.",
    loadMore: "Load more",
    loadFailed: "Error fetching data",
    unknown: "Unknown",
    close: "Close",
  },
};

/** The follow-ups due, on the overview and on each lead tab. */
export const FOLLOW_UP_WORDS: AdminWords<{
  title: (count: number) => string;
  overdue: string;
  today: string;
  tabs: Record<string, string>;
}> = {
  fr: {
    title: (count) => `Relances à faire (${count})`,
    overdue: "En retard",
    today: "Aujourd'hui",
    tabs: {
      contacts: "Contact",
      demos: "Démo",
      calculator: "Calculateur",
      audits: "Audit",
      newsletter: "Newsletter",
    },
  },
  en: {
    title: (count) => `Follow-ups due (${count})`,
    overdue: "Overdue",
    today: "Today",
    tabs: {
      contacts: "Contact",
      demos: "Demo",
      calculator: "Calculator",
      audits: "Audit",
      newsletter: "Newsletter",
    },
  },
};

/** How the back office shows durations, visitors, ROI and dates (SPEC section 9 in English). */
export const FORMAT_WORDS: AdminWords<{
  locale: string;
  notAvailable: string;
  underOneSecond: string;
  seconds: (value: number) => string;
  user: (id: string) => string;
  anonymous: string;
  noRoi: string;
  roi: (monthly: string, annual: string) => string;
}> = {
  fr: {
    locale: "fr-CH",
    notAvailable: "n.\u00a0d.",
    underOneSecond: "moins d'1\u00a0s",
    seconds: (value) => `${value}\u00a0s`,
    user: (id) => `Utilisateur n°\u00a0${id}`,
    anonymous: "Anonyme",
    noRoi: "Aucune donnée de ROI",
    roi: (monthly, annual) => `Oui\u00a0: ${monthly}/mois, ${annual}/an`,
  },
  en: {
    locale: "en-GB",
    notAvailable: "N/A",
    underOneSecond: "under 1s",
    seconds: (value) => `${value}s`,
    user: (id) => `User #${id}`,
    anonymous: "Anonymous",
    noRoi: "No ROI data",
    roi: (monthly, annual) => `Yes: ${monthly}/month, ${annual}/year`,
  },
};

/**
 * The pipeline's and the 48-hour report's statuses: English is the labels the CSV export also writes (one source),
 * French their twin for the screens.
 */
export const STATUS_WORDS: AdminWords<{
  pipeline: Record<PipelineStatus, string>;
  report: Record<ReportStatus, string>;
}> = {
  fr: {
    pipeline: {
      new: "Nouveau",
      contacted: "Contacté",
      qualified: "Qualifié",
      won: "Gagné",
      lost: "Perdu",
    },
    report: {
      new: "Nouveau",
      "report-sent": "Rapport envoyé",
      called: "Rappelé",
    },
  },
  en: { pipeline: PIPELINE_STATUS_LABELS, report: REPORT_STATUS_LABELS },
};

import type { DetailKey } from "@shared/schemas/site-settings";
import type { FigureName } from "@shared/site-settings/shown-figures";
import type { AdminWords } from "../shared/admin-language";

interface SettingsWords {
  tab: string;
  title: string;
  intro: string;
  brands: Record<"swisshack" | "optimaite", string>;
  details: string;
  fields: Record<DetailKey, string>;
  hints: Partial<Record<DetailKey, string>>;
  sources: Record<"saved" | "environment" | "unset", string>;
  errors: Record<string, string>;
  figures: string;
  figureNames: Record<FigureName, string>;
  modes: Record<"spec" | "figure" | "computed", string>;
  value: string;
  checkedOn: string;
  threshold: string;
  roundTo: string;
  confirmedNow: (count: number) => string;
  save: string;
  saving: string;
  saved: (count: number) => string;
  saveFailed: string;
  loading: string;
  loadFailed: string;
  log: string;
  logEmpty: string;
  logColumns: Record<"when" | "brand" | "setting" | "before" | "after" | "who", string>;
  empty: string;
}

export const SETTINGS_WORDS: AdminWords<SettingsWords> = {
  fr: {
    tab: "Réglages",
    title: "Coordonnées et chiffres de chaque site",
    intro:
      "Ce que chaque site affiche sur ses pages, dans ses e-mails et ses PDF. Une modification est visible partout en moins d'une minute, sans redémarrage.",
    brands: { swisshack: "SwissHack", optimaite: "OptimAIte" },
    details: "Coordonnées",
    fields: {
      company: "Raison sociale",
      address: "Adresse",
      ide: "Numéro IDE",
      director: "Responsable de la publication",
      host: "Hébergeur",
      contactEmail: "E-mail de contact",
      contactPhone: "Téléphone de contact",
      whatsappNumber: "Numéro WhatsApp",
      linkedin: "Page LinkedIn",
      instagram: "Page Instagram",
      facebook: "Page Facebook",
    },
    hints: {
      ide: "Format CHE-123.456.789",
      contactPhone: "Avec l'indicatif\u00a0: +41 22 345 67 89",
      whatsappNumber: "Avec l'indicatif\u00a0: +41 79 123 45 67",
    },
    sources: {
      saved: "enregistré ici",
      environment: "valeur de l'environnement",
      unset: "non renseigné\u00a0: masqué",
    },
    errors: {
      ide: "Numéro IDE invalide (format CHE-123.456.789 et chiffre de contrôle).",
      phone: "Numéro de téléphone invalide\u00a0: écrivez-le avec son indicatif (+41 …).",
      url: "Adresse invalide\u00a0: elle doit commencer par https://.",
      email: "Adresse e-mail invalide.",
      date: "Date invalide.",
      computed: "Ce chiffre ne peut pas être calculé.",
      other: "Valeur invalide.",
    },
    figures: "Chiffres affichés",
    figureNames: {
      subscribers: "Abonnés à la newsletter",
      premiumClients: "Clients Premium",
      averageSaving: "Économie moyenne par an (CHF), page Premium",
      roiMultiple: "Retour sur investissement (×), page Premium",
      practices: "Cliniques clientes",
    },
    modes: {
      spec: "Texte d'origine du site",
      figure: "Chiffre saisi",
      computed: "Calculé (abonnés confirmés)",
    },
    value: "Chiffre",
    checkedOn: "Vérifié le",
    threshold: "Afficher à partir de",
    roundTo: "Arrondir à",
    confirmedNow: (count) =>
      `Aujourd'hui\u00a0: ${count} abonné${count > 1 ? "s" : ""} confirmé${count > 1 ? "s" : ""}.`,
    save: "Enregistrer",
    saving: "Enregistrement…",
    saved: (count) =>
      count === 0 ? "Aucun changement." : `${count} réglage${count > 1 ? "s" : ""} enregistré${count > 1 ? "s" : ""}.`,
    saveFailed: "Enregistrement impossible",
    loading: "Chargement…",
    loadFailed: "Impossible de charger les réglages.",
    log: "Historique des modifications",
    logEmpty: "Aucune modification pour l'instant.",
    logColumns: { when: "Date", brand: "Site", setting: "Réglage", before: "Avant", after: "Après", who: "Par" },
    empty: "(vide)",
  },
  en: {
    tab: "Settings",
    title: "Each site's details and figures",
    intro:
      "What each site shows on its pages, in its emails and PDFs. A change shows everywhere within a minute, with no restart.",
    brands: { swisshack: "SwissHack", optimaite: "OptimAIte" },
    details: "Details",
    fields: {
      company: "Company name",
      address: "Address",
      ide: "IDE number",
      director: "Person responsible for publication",
      host: "Hosting provider",
      contactEmail: "Contact email",
      contactPhone: "Contact phone",
      whatsappNumber: "WhatsApp number",
      linkedin: "LinkedIn page",
      instagram: "Instagram page",
      facebook: "Facebook page",
    },
    hints: {
      ide: "Format CHE-123.456.789",
      contactPhone: "With the country code: +41 22 345 67 89",
      whatsappNumber: "With the country code: +41 79 123 45 67",
    },
    sources: { saved: "saved here", environment: "from the environment", unset: "not set: hidden" },
    errors: {
      ide: "Invalid IDE number (format CHE-123.456.789 and check digit).",
      phone: "Invalid phone number: write it with its country code (+41 …).",
      url: "Invalid address: it must start with https://.",
      email: "Invalid email address.",
      date: "Invalid date.",
      computed: "This figure cannot be computed.",
      other: "Invalid value.",
    },
    figures: "Figures shown",
    figureNames: {
      subscribers: "Newsletter subscribers",
      premiumClients: "Premium customers",
      averageSaving: "Average saving per year (CHF), Premium page",
      roiMultiple: "Return on investment (×), Premium page",
      practices: "Client practices",
    },
    modes: {
      spec: "The site's original text",
      figure: "A figure I enter",
      computed: "Computed (confirmed subscribers)",
    },
    value: "Figure",
    checkedOn: "Checked on",
    threshold: "Show from",
    roundTo: "Round down to",
    confirmedNow: (count) => `Now: ${count} confirmed subscriber${count === 1 ? "" : "s"}.`,
    save: "Save",
    saving: "Saving…",
    saved: (count) => (count === 0 ? "Nothing changed." : `${count} setting${count === 1 ? "" : "s"} saved.`),
    saveFailed: "Could not save",
    loading: "Loading…",
    loadFailed: "Could not load the settings.",
    log: "Change log",
    logEmpty: "No change yet.",
    logColumns: { when: "Date", brand: "Site", setting: "Setting", before: "Before", after: "After", who: "By" },
    empty: "(empty)",
  },
};

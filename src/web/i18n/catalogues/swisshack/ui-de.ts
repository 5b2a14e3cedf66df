import type { Translation } from "../../translation";
import type { SWISSHACK_UI_FR } from "./ui-fr";

/** The words of SwissHack's components in German. */
export const SWISSHACK_UI_DE = {
  skipLink: "Zum Inhalt springen",
  auditCta: "Gratis-Check",
  mainNavigation: "Hauptnavigation",
  mobileNavigation: "Mobile Navigation",
  openMenu: "Menü öffnen",
  closeMenu: "Menü schliessen",
  whatsappMessage: "Hallo SwissHack, ich habe eine Frage zum Gratis-Check.",
  newWindow: " (neues Fenster)",
  newsletterForm: "Newsletter-Anmeldung",
  faqTitle: "Häufige Fragen",
  themesEyebrow: "Vorteile",
  themesTitle: "Konkrete Ergebnisse in vier Bereichen",
  themesLead: "Jede Empfehlung ist beziffert, datiert und belegt.",
  offerEyebrow: "Angebot",
  offerValue: "Wert",
  offerPrice: "Ihr Preis",
  offerDuration: "Dauer",
  offerIncluded: "Was inbegriffen ist",
  /** Before each step, for screen readers. */
  step: "Schritt {number}: ",
  /** Around a testimonial. */
  quoteOpen: "«",
  quoteClose: "»",
  processEyebrow: "In 4 Schritten",
  today: "Heute",
  withSwissHack: "Mit SwissHack",
  leversEyebrow: "Die 3 Hebel",
  testimonialsEyebrow: "Erfahrungen",
  testimonialsTitle: "Sie haben mit uns Bilanz gezogen",
  comparisonCaption: "Vergleich von Gratis-Check und Premium-Check",
  /** The comparison table's first column heading. */
  comparisonFeature: "Leistung",
  /** The Premium audit bought online (issue 57): its form loads when tapped. */
  orderPremium: "Premium-Check bestellen",
  free: "Gratis",
  premium: "Premium",
  included: "{label}: inbegriffen",
  notIncluded: "{label}: nicht inbegriffen",
  errors: {
    unexpected: "Ein unerwarteter Fehler ist aufgetreten. Ihre Antworten bleiben erhalten: Versuchen Sie es erneut.",
    offline:
      "Keine Verbindung. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut: Ihre Antworten bleiben erhalten.",
    invalid: "Einige Antworten müssen korrigiert werden: siehe die rot markierten Felder.",
    tooMany: "Zu viele Anfragen. Ihre Antworten bleiben erhalten: {wait}.",
    waitSeconds: "versuchen Sie es in {seconds} Sekunden erneut",
    waitMinute: "versuchen Sie es in 1 Minute erneut",
    waitMinutes: "versuchen Sie es in {minutes} Minuten erneut",
    waitFew: "versuchen Sie es in einigen Minuten erneut",
    unavailable: "Dienst vorübergehend nicht verfügbar. Nichts ging verloren: Versuchen Sie es gleich noch einmal.",
    server:
      "Auf dem Server ist ein Problem aufgetreten. Ihre Antworten bleiben erhalten: Versuchen Sie es gleich noch einmal.",
  },
  /** The newsletter form's messages (the shared schema writes SPEC's French), by their French text. */
  emailErrors: {
    "Veuillez indiquer votre adresse e-mail": "Bitte geben Sie Ihre E-Mail-Adresse an",
    "Adresse e-mail invalide": "Ungültige E-Mail-Adresse",
    "Adresse e-mail trop longue": "E-Mail-Adresse zu lang",
  },
  /** The floating contact button and its menu. */
  chatLauncher: {
    region: "Kontakt und Assistent",
    menu: "Kontakt aufnehmen",
    close: "Menü schliessen",
    whatsapp: "WhatsApp",
    whatsappHint: "(neues Fenster)",
    chat: "Assistenten öffnen",
  },
  footer: {
    contact: "Kontakt:",
    socialOn: "auf",
    siteMapName: "Sitemap",
    siteMapTitle: "Die Website",
    legalName: "Rechtliche Hinweise",
    legalTitle: "Informationen",
    legalNotice: "Impressum",
    privacy: "Datenschutz",
    cookieSettings: "Cookie-Einstellungen",
    freeAudit: "Gratis-Check",
    newsletter: "Newsletter",
    premiumAudit: "Premium-Check",
    blog: "Blog",
    closing: "Unabhängig, ohne Provision · Daten in der Schweiz gehostet · Geolokalisierung:",
  },
} as const satisfies Translation<typeof SWISSHACK_UI_FR>;

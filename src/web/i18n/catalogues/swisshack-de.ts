import { FRAME_DE } from "../../../shared/content/swisshack/de/frame";
import { SWISSHACK_UI_DE } from "./swisshack/ui-de";
import type { SwissHackShell } from "./swisshack-fr";

/** SwissHack in German (de-CH: "ss", never "ß"; CHF 7'258). */
export const swisshackDe = {
  site: "swisshack",
  locale: "de",
  seo: {
    home: {
      title: "SwissHack – Gratis-Check für Grenzgänger und Ansässige",
      description:
        "Kostenloser Check Ihrer Säule 3a, BVG, Krankenversicherung (KVG) und Steuern: 5 Minuten Fragebogen, PDF-Bericht in 48 h, CHF 2'000 bis 6'000 Ersparnis pro Jahr. Unabhängig, ohne Provision.",
      keywords:
        "Finanzcheck, Grenzgänger, Säule 3a, BVG, KVG, Steuern Schweiz, Franchise, Quasi-Ansässiger, Basel, Zürich",
    },
    premium: {
      title: "SwissHack Premium – CHF 590, Experte, 2 Jahre Begleitung",
      description:
        "Der Premium-Check: einmalig CHF 590, im Schnitt CHF 5'900 Ersparnis pro Jahr, 45 Minuten Expertengespräch, Plan über 5–10 Jahre, 2 Jahre Begleitung, 30 Tage Geld-zurück-Garantie.",
      keywords: "Premium-Check, Finanzberatung Schweiz, Finanzplan, Grenzgänger, unabhängiger Experte",
    },
    privacy: {
      title: "Datenschutz und Cookies – SwissHack",
      description:
        "Welche Daten wir erheben, Aufbewahrung höchstens 12 Monate, Cookies sechs Monate, Hosting in der Schweiz, IP-Adresse nie gespeichert, Global Privacy Control respektiert, Ihre Rechte.",
      keywords: "Datenschutz, DSG, DSGVO, Cookies",
    },
    legalNotice: {
      title: "Impressum – SwissHack",
      description: "Herausgeber, Kontakt, Hosting, geistiges Eigentum und Quellen der Website SwissHack.",
    },
    newsletterConfirmation: {
      title: "SwissHack-Newsletter",
      description: "Bestätigung oder Abmeldung des SwissHack-Newsletters.",
    },
  },
  frame: FRAME_DE,
  ui: SWISSHACK_UI_DE,
  notFound: {
    title: "Seite nicht gefunden",
    text: "Die gesuchte Seite gibt es nicht oder sie wurde verschoben.",
    home: "Zur Startseite",
    back: "Zurück",
    documentTitle: "Seite nicht gefunden – SwissHack",
  },
  languages: {
    switcherLabel: "Sprache",
  },
} as const satisfies SwissHackShell;

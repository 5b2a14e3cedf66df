import { BLOG_PAGES_DE } from "@shared/content/swisshack/de/blog";
import { SWISSHACK_FAQ_DE } from "@shared/content/swisshack/de/faq";
import { LANDING_DE } from "@shared/content/swisshack/de/landing";
import { LEGAL_NOTICE_DE } from "@shared/content/swisshack/de/legal-notice";
import { NEWSLETTER_RESULTS_DE } from "@shared/content/swisshack/de/newsletter-results";
import { PREMIUM_DE } from "@shared/content/swisshack/de/premium";
import { PREMIUM_ORDER_DE } from "@shared/content/swisshack/de/premium-order";
import { PRIVACY_DE } from "@shared/content/swisshack/de/privacy";
import type { SwissHackPageTexts } from "./swisshack-fr-pages";

/** The texts of SwissHack's pages in German, given to each page by its loader. */
export const swisshackDePages = {
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
      figure: {
        name: "averageSaving",
        withCount:
          "Der Premium-Check: einmalig CHF 590, im Schnitt CHF {count} Ersparnis pro Jahr, 45 Minuten Expertengespräch, Plan über 5–10 Jahre, 2 Jahre Begleitung, 30 Tage Geld-zurück-Garantie.",
      },
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
    premiumOrder: {
      title: "Bestellung des Premium-Checks – SwissHack",
      description: "Bestätigung Ihrer Bestellung des SwissHack Premium-Checks.",
    },
    blog: {
      title: "SwissHack-Blog – Säule 3a, BVG, Krankenkasse und Steuern",
      description:
        "Konkrete Ratgeber für Grenzgänger, Ansässige und Selbständige in der Schweiz: Säule 3a, BVG, Krankenversicherung und Steuern, mit den offiziellen Zahlen des Jahres.",
    },
  },
  landing: LANDING_DE,
  premium: PREMIUM_DE,
  faq: SWISSHACK_FAQ_DE,
  privacy: PRIVACY_DE,
  legalNotice: LEGAL_NOTICE_DE,
  newsletterResults: NEWSLETTER_RESULTS_DE,
  premiumOrder: PREMIUM_ORDER_DE,
  blog: BLOG_PAGES_DE,
} as const satisfies SwissHackPageTexts;

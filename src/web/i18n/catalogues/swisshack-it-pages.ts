import { BLOG_PAGES_IT } from "@shared/content/swisshack/it/blog";
import { SWISSHACK_FAQ_IT } from "@shared/content/swisshack/it/faq";
import { LANDING_IT } from "@shared/content/swisshack/it/landing";
import { LEGAL_NOTICE_IT } from "@shared/content/swisshack/it/legal-notice";
import { NEWSLETTER_RESULTS_IT } from "@shared/content/swisshack/it/newsletter-results";
import { PREMIUM_IT } from "@shared/content/swisshack/it/premium";
import { PREMIUM_ORDER_IT } from "@shared/content/swisshack/it/premium-order";
import { PRIVACY_IT } from "@shared/content/swisshack/it/privacy";
import type { SwissHackPageTexts } from "./swisshack-fr-pages";

/** The texts of SwissHack's pages in Italian, given to each page by its loader. */
export const swisshackItPages = {
  seo: {
    home: {
      title: "SwissHack – Audit gratuito per frontalieri e residenti",
      description:
        "Audit gratuito del suo pilastro 3a, LPP, LAMal e imposte: 5 minuti di questionario, rapporto PDF entro 48 ore, da CHF 2'000 a 6'000 di risparmio all'anno. Indipendente, senza commissioni.",
      keywords:
        "audit finanziario, frontaliere, pilastro 3a, LPP, LAMal, imposte Svizzera, franchigia, quasi residente, Ticino",
    },
    premium: {
      title: "SwissHack Premium – CHF 590, esperto e 2 anni di supporto",
      description:
        "L'audit Premium: CHF 590 una tantum, in media CHF 5'900 di risparmio all'anno, colloquio di 45 minuti con un esperto, piano a 5-10 anni, 2 anni di follow-up, soddisfatti o rimborsati entro 30 giorni.",
      figure: {
        name: "averageSaving",
        withCount:
          "L'audit Premium: CHF 590 una tantum, in media CHF {count} di risparmio all'anno, colloquio di 45 minuti con un esperto, piano a 5-10 anni, 2 anni di follow-up, soddisfatti o rimborsati entro 30 giorni.",
      },
      keywords: "audit premium, consulenza finanziaria Svizzera, piano finanziario, frontaliere, esperto indipendente",
    },
    privacy: {
      title: "Privacy e cookie – SwissHack",
      description:
        "Dati raccolti, conservazione al massimo 12 mesi, cookie conservati sei mesi, hosting in Svizzera, indirizzo IP mai salvato, Global Privacy Control rispettato, i suoi diritti.",
      keywords: "privacy, LPD, GDPR, cookie, protezione dei dati",
    },
    legalNotice: {
      title: "Note legali – SwissHack",
      description: "Editore, contatti, hosting, proprietà intellettuale e crediti del sito SwissHack.",
    },
    newsletterConfirmation: {
      title: "Newsletter SwissHack",
      description: "Conferma o disiscrizione dalla newsletter SwissHack.",
    },
    premiumOrder: {
      title: "Ordine dell'audit Premium – SwissHack",
      description: "Conferma del vostro ordine dell'audit Premium SwissHack.",
    },
    blog: {
      title: "Blog SwissHack – 3° pilastro, LPP, LAMal e imposte",
      description:
        "Guide concrete per frontalieri, residenti e indipendenti in Svizzera: 3° pilastro, LPP, LAMal e imposte, con le cifre ufficiali dell'anno.",
    },
  },
  landing: LANDING_IT,
  premium: PREMIUM_IT,
  faq: SWISSHACK_FAQ_IT,
  privacy: PRIVACY_IT,
  legalNotice: LEGAL_NOTICE_IT,
  newsletterResults: NEWSLETTER_RESULTS_IT,
  premiumOrder: PREMIUM_ORDER_IT,
  blog: BLOG_PAGES_IT,
} as const satisfies SwissHackPageTexts;

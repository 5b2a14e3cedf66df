import { FRAME_IT } from "../../../shared/content/swisshack/it/frame";
import { SWISSHACK_UI_IT } from "./swisshack/ui-it";
import type { SwissHackShell } from "./swisshack-fr";

/** SwissHack in Italian (it-CH: CHF 7'258). */
export const swisshackIt = {
  site: "swisshack",
  locale: "it",
  seo: {
    home: {
      title: "SwissHack – Audit gratuito per frontalieri e residenti",
      description:
        "Audit gratuito del Suo pilastro 3a, LPP, LAMal e imposte: 5 minuti di questionario, rapporto PDF entro 48 ore, da CHF 2'000 a 6'000 di risparmio all'anno. Indipendente, senza commissioni.",
      keywords:
        "audit finanziario, frontaliere, pilastro 3a, LPP, LAMal, imposte Svizzera, franchigia, quasi residente, Ticino",
    },
    premium: {
      title: "SwissHack Premium – CHF 590, esperto e 2 anni di supporto",
      description:
        "L'audit Premium: CHF 590 una tantum, in media CHF 5'900 di risparmio all'anno, colloquio di 45 minuti con un esperto, piano a 5-10 anni, 2 anni di follow-up, soddisfatti o rimborsati entro 30 giorni.",
      keywords: "audit premium, consulenza finanziaria Svizzera, piano finanziario, frontaliere, esperto indipendente",
    },
    privacy: {
      title: "Privacy e cookie – SwissHack",
      description:
        "Dati raccolti, conservazione al massimo 12 mesi, cookie conservati sei mesi, hosting in Svizzera, indirizzo IP mai salvato, Global Privacy Control rispettato, i Suoi diritti.",
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
  },
  frame: FRAME_IT,
  ui: SWISSHACK_UI_IT,
  notFound: {
    title: "Pagina non trovata",
    text: "La pagina che cerca non esiste o è stata spostata.",
    home: "Torna alla home",
    back: "Pagina precedente",
    documentTitle: "Pagina non trovata – SwissHack",
  },
  languages: {
    switcherLabel: "Lingua",
  },
} as const satisfies SwissHackShell;

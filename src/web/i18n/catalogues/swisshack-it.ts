import { FRAME_IT } from "@shared/content/swisshack/it/frame";
import { SWISSHACK_UI_IT } from "./swisshack/ui-it";
import type { SwissHackShell } from "./swisshack-fr";

/** SwissHack in Italian (it-CH: CHF 7'258). */
export const swisshackIt = {
  site: "swisshack",
  locale: "it",
  frame: FRAME_IT,
  ui: SWISSHACK_UI_IT,
  notFound: {
    title: "Pagina non trovata",
    text: "La pagina che cerca non esiste o è stata spostata.",
    home: "Tornare alla home",
    back: "Pagina precedente",
    documentTitle: "Pagina non trovata – SwissHack",
  },
  languages: {
    switcherLabel: "Lingua",
  },
} as const satisfies SwissHackShell;

import { FRAME_DE } from "@shared/content/swisshack/de/frame";
import { SWISSHACK_UI_DE } from "./swisshack/ui-de";
import type { SwissHackShell } from "./swisshack-fr";

/** SwissHack in German (de-CH: "ss", never "ß"; CHF 7'258). */
export const swisshackDe = {
  site: "swisshack",
  locale: "de",
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

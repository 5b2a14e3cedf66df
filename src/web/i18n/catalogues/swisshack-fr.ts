import { FRAME } from "@shared/content/swisshack/frame";
import type { Locale } from "@shared/i18n/locales";
import type { Translation } from "../translation";
import { SWISSHACK_UI_FR } from "./swisshack/ui-fr";
import type { SwissHackPageTexts } from "./swisshack-fr-pages";

/** SwissHack in French, its default language (SPEC's texts): the source every other language translates. */
export const swisshackFr = {
  site: "swisshack",
  locale: "fr",
  frame: FRAME,
  ui: SWISSHACK_UI_FR,
  notFound: {
    title: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
    back: "Page précédente",
    documentTitle: "Page introuvable – SwissHack",
  },
  languages: {
    switcherLabel: "Langue",
  },
} as const;

/** What a language's layout carries for every page of the site: the frame, the SEO texts, the shared words. */
export type SwissHackShell = Omit<Translation<typeof swisshackFr>, "site" | "locale"> & {
  site: "swisshack";
  locale: Locale;
};

/** What a page of the site reads: its language's shell and, on the page whose loader gives them, its own texts. */
export type SwissHackCatalogue = SwissHackShell & SwissHackPageTexts;

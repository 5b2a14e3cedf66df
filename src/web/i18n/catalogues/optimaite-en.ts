import { OPTIMAITE_FRAME } from "@shared/content/optimaite/frame";
import type { Locale } from "@shared/i18n/locales";
import type { Translation } from "../translation";
import { OPTIMAITE_UI_EN } from "./optimaite/ui-en";
import type { OptimaitePageTexts } from "./optimaite-en-pages";

/** OptimAIte in English, its default language (SPEC's texts): the source every other language translates. */
export const optimaiteEn = {
  site: "optimaite",
  locale: "en",
  frame: OPTIMAITE_FRAME,
  ui: OPTIMAITE_UI_EN,
  notFound: {
    title: "Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved.",
    home: "Go Home",
    back: "Go Back",
    documentTitle: "Page Not Found",
  },
  languages: {
    switcherLabel: "Language",
  },
} as const;

/** What a language's layout carries for every page of the site: the frame, the SEO texts, the shared words. */
export type OptimaiteShell = Omit<Translation<typeof optimaiteEn>, "site" | "locale"> & {
  site: "optimaite";
  locale: Locale;
};

/** What a page of the site reads: its language's shell and, on the page whose loader gives them, its own texts. */
export type OptimaiteCatalogue = OptimaiteShell & OptimaitePageTexts;

import { optimaiteEn } from "./optimaite-en";
import { optimaiteEnPages } from "./optimaite-en-pages";
import { optimaiteFr } from "./optimaite-fr";
import { optimaiteFrPages } from "./optimaite-fr-pages";
import { swisshackDe } from "./swisshack-de";
import { swisshackDePages } from "./swisshack-de-pages";
import { swisshackFr } from "./swisshack-fr";
import { swisshackFrPages } from "./swisshack-fr-pages";
import { swisshackIt } from "./swisshack-it";
import { swisshackItPages } from "./swisshack-it-pages";

/**
 * Every catalogue (a language's shell, then its pages' texts) with the one it translates, for the build's check
 * (scripts/vite/check-catalogues.ts). Pages never import this list: each language's layout imports its own shell
 * only, and each page's loader gives the page its own texts.
 */
export const TRANSLATIONS = [
  { name: "swisshack de", source: swisshackFr, translation: swisshackDe },
  { name: "swisshack de pages", source: swisshackFrPages, translation: swisshackDePages },
  { name: "swisshack it", source: swisshackFr, translation: swisshackIt },
  { name: "swisshack it pages", source: swisshackFrPages, translation: swisshackItPages },
  { name: "optimaite fr", source: optimaiteEn, translation: optimaiteFr },
  { name: "optimaite fr pages", source: optimaiteEnPages, translation: optimaiteFrPages },
] as const;

/** Every text of a site in one language, as a page and its frame read them together: for tests rendering pages. */
export const FULL_CATALOGUES = {
  swisshack: {
    fr: { ...swisshackFr, ...swisshackFrPages },
    de: { ...swisshackDe, ...swisshackDePages },
    it: { ...swisshackIt, ...swisshackItPages },
  },
  optimaite: { en: { ...optimaiteEn, ...optimaiteEnPages }, fr: { ...optimaiteFr, ...optimaiteFrPages } },
} as const;

import { optimaiteEn } from "./optimaite-en";
import { optimaiteFr } from "./optimaite-fr";
import { swisshackDe } from "./swisshack-de";
import { swisshackFr } from "./swisshack-fr";
import { swisshackIt } from "./swisshack-it";

/**
 * Every catalogue with the one it translates, for the build's check (scripts/vite/check-catalogues.ts). Pages never
 * import this list: each language's layout imports its own catalogue only.
 */
export const TRANSLATIONS = [
  { name: "swisshack de", source: swisshackFr, translation: swisshackDe },
  { name: "swisshack it", source: swisshackFr, translation: swisshackIt },
  { name: "optimaite fr", source: optimaiteEn, translation: optimaiteFr },
] as const;

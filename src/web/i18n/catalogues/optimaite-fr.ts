import { OPTIMAITE_FRAME_FR } from "@shared/content/optimaite/fr/frame";
import { OPTIMAITE_UI_FR } from "./optimaite/ui-fr";
import type { OptimaiteShell } from "./optimaite-en";

/** OptimAIte in French, for Quebec's practices (fr-CA, "vous"). */
export const optimaiteFr = {
  site: "optimaite",
  locale: "fr",
  frame: OPTIMAITE_FRAME_FR,
  ui: OPTIMAITE_UI_FR,
  notFound: {
    title: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
    back: "Page précédente",
    documentTitle: "Page introuvable – OptimAIte",
  },
  languages: {
    switcherLabel: "Langue",
  },
} as const satisfies OptimaiteShell;

import { OPTIMAITE_FAQ } from "../../../shared/content/optimaite/faq";
import { OPTIMAITE_INTEGRATIONS } from "../../../shared/content/optimaite/integrations";
import { OPTIMAITE_LANDING } from "../../../shared/content/optimaite/landing";
import { OPTIMAITE_LEGAL_NOTICE } from "../../../shared/content/optimaite/legal-notice";
import { OPTIMAITE_PRIVACY } from "../../../shared/content/optimaite/privacy";
import { OPTIMAITE_SERVICES } from "../../../shared/content/optimaite/services";
import type { Translation } from "../translation";

/** The texts of OptimAIte's pages in English, each given to its page by the page's loader (page-texts.server.ts), never carried by the language's layout. */
export const optimaiteEnPages = {
  landing: OPTIMAITE_LANDING,
  services: OPTIMAITE_SERVICES,
  integrations: OPTIMAITE_INTEGRATIONS,
  faq: OPTIMAITE_FAQ,
  privacy: OPTIMAITE_PRIVACY,
  legalNotice: OPTIMAITE_LEGAL_NOTICE,
} as const;

/** Every page's texts, in any language. */
export type OptimaitePageTexts = Translation<typeof optimaiteEnPages>;

import { OPTIMAITE_FAQ_FR } from "../../../shared/content/optimaite/fr/faq";
import { OPTIMAITE_INTEGRATIONS_FR } from "../../../shared/content/optimaite/fr/integrations";
import { OPTIMAITE_LANDING_FR } from "../../../shared/content/optimaite/fr/landing";
import { OPTIMAITE_LEGAL_NOTICE_FR } from "../../../shared/content/optimaite/fr/legal-notice";
import { OPTIMAITE_PRIVACY_FR } from "../../../shared/content/optimaite/fr/privacy";
import { OPTIMAITE_SERVICES_FR } from "../../../shared/content/optimaite/fr/services";
import type { OptimaitePageTexts } from "./optimaite-en-pages";

/** The texts of OptimAIte's pages in Quebec French, given to each page by its loader. */
export const optimaiteFrPages = {
  landing: OPTIMAITE_LANDING_FR,
  services: OPTIMAITE_SERVICES_FR,
  integrations: OPTIMAITE_INTEGRATIONS_FR,
  faq: OPTIMAITE_FAQ_FR,
  privacy: OPTIMAITE_PRIVACY_FR,
  legalNotice: OPTIMAITE_LEGAL_NOTICE_FR,
} as const satisfies OptimaitePageTexts;

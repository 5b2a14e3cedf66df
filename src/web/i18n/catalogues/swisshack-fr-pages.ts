import { SWISSHACK_FAQ } from "../../../shared/content/swisshack/faq";
import { LANDING } from "../../../shared/content/swisshack/landing";
import { LEGAL_NOTICE } from "../../../shared/content/swisshack/legal-notice";
import { NEWSLETTER_RESULTS } from "../../../shared/content/swisshack/newsletter-results";
import { PREMIUM } from "../../../shared/content/swisshack/premium";
import { PRIVACY } from "../../../shared/content/swisshack/privacy";
import type { Translation } from "../translation";

/** The texts of SwissHack's pages in French, each given to its page by the page's loader (page-texts.server.ts), never carried by the language's layout. */
export const swisshackFrPages = {
  landing: LANDING,
  premium: PREMIUM,
  faq: SWISSHACK_FAQ,
  privacy: PRIVACY,
  legalNotice: LEGAL_NOTICE,
  newsletterResults: NEWSLETTER_RESULTS,
} as const;

/** Every page's texts, in any language. */
export type SwissHackPageTexts = Translation<typeof swisshackFrPages>;

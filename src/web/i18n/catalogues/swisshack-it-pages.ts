import { SWISSHACK_FAQ_IT } from "../../../shared/content/swisshack/it/faq";
import { LANDING_IT } from "../../../shared/content/swisshack/it/landing";
import { LEGAL_NOTICE_IT } from "../../../shared/content/swisshack/it/legal-notice";
import { NEWSLETTER_RESULTS_IT } from "../../../shared/content/swisshack/it/newsletter-results";
import { PREMIUM_IT } from "../../../shared/content/swisshack/it/premium";
import { PRIVACY_IT } from "../../../shared/content/swisshack/it/privacy";
import type { SwissHackPageTexts } from "./swisshack-fr-pages";

/** The texts of SwissHack's pages in Italian, given to each page by its loader. */
export const swisshackItPages = {
  landing: LANDING_IT,
  premium: PREMIUM_IT,
  faq: SWISSHACK_FAQ_IT,
  privacy: PRIVACY_IT,
  legalNotice: LEGAL_NOTICE_IT,
  newsletterResults: NEWSLETTER_RESULTS_IT,
} as const satisfies SwissHackPageTexts;

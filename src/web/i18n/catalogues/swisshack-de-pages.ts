import { SWISSHACK_FAQ_DE } from "../../../shared/content/swisshack/de/faq";
import { LANDING_DE } from "../../../shared/content/swisshack/de/landing";
import { LEGAL_NOTICE_DE } from "../../../shared/content/swisshack/de/legal-notice";
import { NEWSLETTER_RESULTS_DE } from "../../../shared/content/swisshack/de/newsletter-results";
import { PREMIUM_DE } from "../../../shared/content/swisshack/de/premium";
import { PRIVACY_DE } from "../../../shared/content/swisshack/de/privacy";
import type { SwissHackPageTexts } from "./swisshack-fr-pages";

/** The texts of SwissHack's pages in German, given to each page by its loader. */
export const swisshackDePages = {
  landing: LANDING_DE,
  premium: PREMIUM_DE,
  faq: SWISSHACK_FAQ_DE,
  privacy: PRIVACY_DE,
  legalNotice: LEGAL_NOTICE_DE,
  newsletterResults: NEWSLETTER_RESULTS_DE,
} as const satisfies SwissHackPageTexts;

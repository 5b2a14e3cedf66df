import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { PAYMENT_LINK_EMAIL_WORDS } from "./payment-link-email-words";

/**
 * The expert's Premium payment link, to the person who asked for the audit, in their language. The name they typed
 * only reaches the greeting as a first name made of letters (greeting.ts); the link is the only address made a link.
 */
export function paymentLinkEmail(
  request: { firstName: string; email: string; locale: SwissHackLocale },
  url: string,
  siteUrl: string,
): EmailMessage {
  const w = PAYMENT_LINK_EMAIL_WORDS[request.locale];
  const text = [
    greeting(request.firstName, request.locale),
    "",
    w.intro,
    "",
    w.what,
    "",
    w.link,
    url,
    "",
    w.guarantee,
    w.questions,
    "",
    `SwissHack – ${siteUrl}`,
  ].join("\n");
  return brandedEmail(
    "swisshack",
    { template: "premium-payment-link", to: request.email, subject: w.subject, text },
    { links: [url, siteUrl], lang: LANGUAGE_TAGS.swisshack[request.locale] },
  );
}

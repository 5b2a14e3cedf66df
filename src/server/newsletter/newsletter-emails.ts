import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { oneClickUnsubscribeHeaders } from "./unsubscribe-link";
import { newsletterWording } from "./wording";

/** The double opt-in email, in the language of the page the address was given on (French unless told). */
export function newsletterConfirmationEmail(
  to: string,
  confirmUrl: string,
  unsubscribeUrl: string,
  locale: SwissHackLocale = "fr",
): EmailMessage {
  const w = newsletterWording(locale).confirmationEmail;
  return brandedEmail(
    "swisshack",
    {
      template: "newsletter-confirmation",
      to,
      subject: w.subject,
      text: [
        // No name is asked: the plain greeting ("Bonjour,", "Guten Tag", "Buongiorno,").
        greeting("", locale),
        "",
        ...w.about,
        "",
        w.openLink,
        confirmUrl,
        "",
        w.ignore,
        "",
        w.unsubscribe(unsubscribeUrl),
      ].join("\n"),
      headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
    },
    { links: [confirmUrl, unsubscribeUrl], lang: LANGUAGE_TAGS.swisshack[locale] },
  );
}

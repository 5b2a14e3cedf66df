import { reportWording } from "@shared/audit-report/report-wording";
import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";

/**
 * The email that carries the written report: in the person's language, from the site's address, replies to the
 * expert, the PDF attached. The person's name is visitor text: only its first name, checked, reaches the greeting.
 */
export function reportEmail(input: {
  to: string;
  firstName: string;
  locale: SwissHackLocale;
  expert: { name: string; email: string };
  pdf: Uint8Array;
}): EmailMessage {
  const words = reportWording(input.locale);
  return brandedEmail(
    "swisshack",
    {
      template: "audit-report",
      to: input.to,
      replyTo: input.expert.email,
      subject: words.emailSubject,
      text: [
        greeting(input.firstName, input.locale),
        "",
        words.emailBody(input.expert.name),
        "",
        words.emailSignature(input.expert.name),
      ].join("\n"),
      attachments: [
        {
          filename: words.filename,
          contentType: "application/pdf",
          contentBase64: Buffer.from(input.pdf).toString("base64"),
        },
      ],
    },
    { lang: LANGUAGE_TAGS.swisshack[input.locale] },
  );
}

import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/mailer";

export function verificationEmail(to: string, url: string): EmailMessage {
  return brandedEmail(
    "swisshack",
    {
      template: "account-verification",
      to,
      subject: "Confirm your account",
      text: [
        "Hello,",
        "",
        "Please confirm your email address to activate your account:",
        url,
        "",
        "If you did not create an account, you can ignore this message.",
      ].join("\n"),
    },
    { lang: "en", links: [url] },
  );
}

import { VERIFY_EMAIL_PATH } from "../../shared/routes";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/mailer";

/** The page the verification email links to (a button that POSTs), with the token of better-auth's own link. */
export function verificationPageUrl(siteUrl: string, betterAuthUrl: string): string {
  const token = new URL(betterAuthUrl).searchParams.get("token") ?? "";
  return `${siteUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

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

import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from "../../shared/routes";
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

/** The page where the owner of an address chooses a new password, with the reset token. */
export function resetPasswordPageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The reset link, sent only to the account's address: whoever receives it owns the address, and can take the
 * account back from someone who signed up with it.
 */
export function passwordResetEmail(to: string, url: string): EmailMessage {
  return brandedEmail(
    "swisshack",
    {
      template: "password-reset",
      to,
      subject: "Reset your password",
      text: [
        "Hello,",
        "",
        "Someone asked to reset the password of the account with this address. To choose a new password (the link",
        "is valid for one hour, and signs out every browser of the account):",
        url,
        "",
        "If you did not ask for it, you can ignore this message: nothing changes.",
      ].join("\n"),
    },
    { lang: "en", links: [url] },
  );
}

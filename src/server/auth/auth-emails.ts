import { RESET_PASSWORD_PATH, type SiteId, siteOfPath, VERIFY_EMAIL_PATH } from "../../shared/routes";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/mailer";

/** The page the verification email links to (a button that POSTs), with the token of better-auth's own link. */
export function verificationPageUrl(siteUrl: string, betterAuthUrl: string): string {
  const token = new URL(betterAuthUrl).searchParams.get("token") ?? "";
  return `${siteUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

/** The site a sign-up came from: better-auth's link carries the page the person is sent back to. */
export function siteOfVerificationLink(betterAuthUrl: string): SiteId {
  return siteOfPath(new URL(betterAuthUrl).searchParams.get("callbackURL") ?? "/optimaite");
}

const VERIFICATION_COPY: Record<SiteId, { subject: string; lines: (url: string) => string[] }> = {
  swisshack: {
    subject: "Confirmez votre compte SwissHack",
    lines: (url) => [
      "Bonjour,",
      "",
      "Confirmez votre adresse e-mail pour activer votre compte SwissHack :",
      url,
      "",
      "Si vous n'avez pas créé de compte, ignorez simplement ce message.",
    ],
  },
  optimaite: {
    subject: "Confirm your OptimAIte account",
    lines: (url) => [
      "Hello,",
      "",
      "Please confirm your email address to activate your OptimAIte account:",
      url,
      "",
      "If you did not create an account, you can ignore this message.",
    ],
  },
};

/** The account confirmation, in the brand and language of the site the person signed up on. */
export function verificationEmail(to: string, url: string, site: SiteId): EmailMessage {
  const copy = VERIFICATION_COPY[site];
  return brandedEmail(
    site,
    { template: "account-verification", to, subject: copy.subject, text: copy.lines(url).join("\n") },
    { links: [url] },
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

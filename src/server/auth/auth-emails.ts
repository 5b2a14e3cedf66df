import {
  type AccountLanguage,
  accountLanguageOfPage,
  accountLanguageParams,
  accountLanguageTag,
  accountSite,
} from "@shared/i18n/account-language";
import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from "@shared/routes";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";

export type { AccountLanguage };

/**
 * The site and language a sign-up or a reset request came from: better-auth's link carries the page the person is
 * sent back to (`callbackURL`, "/fr/optimaite" for Quebec French); none is OptimAIte's English, as before the languages.
 */
export function languageOfAccountLink(betterAuthUrl: string): AccountLanguage {
  const callback = new URL(betterAuthUrl).searchParams.get("callbackURL") ?? "";
  return callback.startsWith("/") ? accountLanguageOfPage(callback) : "en";
}

/** `&site=swisshack&lang=de`: the account page an email opens speaks the email's language (English is the default). */
const langParam = (language: AccountLanguage) => {
  const params = accountLanguageParams(language);
  return params ? `&${params}` : "";
};

/** The page the verification email links to (a button that POSTs), with the token of better-auth's own link. */
export function verificationPageUrl(siteUrl: string, betterAuthUrl: string, language: AccountLanguage = "en"): string {
  const token = new URL(betterAuthUrl).searchParams.get("token") ?? "";
  return `${siteUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}${langParam(language)}`;
}

const VERIFICATION_COPY: Record<AccountLanguage, { subject: string; lines: (url: string) => string[] }> = {
  fr: {
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
  de: {
    subject: "Bestätigen Sie Ihr SwissHack-Konto",
    lines: (url) => [
      "Guten Tag",
      "",
      "Bestätigen Sie Ihre E-Mail-Adresse, um Ihr SwissHack-Konto zu aktivieren:",
      url,
      "",
      "Wenn Sie kein Konto erstellt haben, können Sie diese Nachricht einfach ignorieren.",
    ],
  },
  it: {
    subject: "Confermi il suo account SwissHack",
    lines: (url) => [
      "Buongiorno,",
      "",
      "Confermi il suo indirizzo e-mail per attivare il suo account SwissHack:",
      url,
      "",
      "Se non ha creato un account, ignori semplicemente questo messaggio.",
    ],
  },
  "fr-CA": {
    subject: "Confirmez votre compte OptimAIte",
    lines: (url) => [
      "Bonjour,",
      "",
      "Veuillez confirmer votre adresse courriel pour activer votre compte OptimAIte\u00a0:",
      url,
      "",
      "Si vous n'avez pas créé de compte, vous pouvez ignorer ce message.",
    ],
  },
  en: {
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
export function verificationEmail(to: string, url: string, language: AccountLanguage): EmailMessage {
  const copy = VERIFICATION_COPY[language];
  return brandedEmail(
    accountSite(language),
    { template: "account-verification", to, subject: copy.subject, text: copy.lines(url).join("\n") },
    { lang: language === "en" ? undefined : accountLanguageTag(language), links: [url] },
  );
}

/** The page where the owner of an address chooses a new password, with the reset token. */
export function resetPasswordPageUrl(siteUrl: string, token: string, language: AccountLanguage = "en"): string {
  return `${siteUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}${langParam(language)}`;
}

const RESET_COPY: Record<AccountLanguage, { subject: string; lines: (url: string) => string[] }> = {
  en: {
    subject: "Reset your password",
    lines: (url) => [
      "Hello,",
      "",
      "Someone asked to reset the password of the account with this address. To choose a new password (the link",
      "is valid for one hour, and signs out every browser of the account):",
      url,
      "",
      "If you did not ask for it, you can ignore this message: nothing changes.",
    ],
  },
  "fr-CA": {
    subject: "Réinitialisez votre mot de passe OptimAIte",
    lines: (url) => [
      "Bonjour,",
      "",
      "Quelqu'un a demandé de réinitialiser le mot de passe du compte associé à cette adresse. Pour choisir un nouveau",
      "mot de passe (le lien est valide pendant une heure et déconnecte tous les navigateurs du compte)\u00a0:",
      url,
      "",
      "Si vous n'avez rien demandé, vous pouvez ignorer ce courriel\u00a0: rien ne change.",
    ],
  },
  fr: {
    subject: "Réinitialisez votre mot de passe",
    lines: (url) => [
      "Bonjour,",
      "",
      "Quelqu'un a demandé à réinitialiser le mot de passe du compte lié à cette adresse. Pour choisir un nouveau mot",
      "de passe (le lien est valable une heure et déconnecte tous les navigateurs du compte) :",
      url,
      "",
      "Si vous n'avez rien demandé, ignorez ce message : rien ne change.",
    ],
  },
  de: {
    subject: "Passwort zurücksetzen",
    lines: (url) => [
      "Guten Tag",
      "",
      "Jemand möchte das Passwort des Kontos mit dieser Adresse zurücksetzen. So wählen Sie ein neues Passwort (der",
      "Link ist eine Stunde gültig und meldet alle Browser des Kontos ab):",
      url,
      "",
      "Wenn Sie nichts angefordert haben, können Sie diese Nachricht ignorieren: Es ändert sich nichts.",
    ],
  },
  it: {
    subject: "Reimposti la sua password",
    lines: (url) => [
      "Buongiorno,",
      "",
      "Qualcuno ha chiesto di reimpostare la password dell'account con questo indirizzo. Per scegliere una nuova",
      "password (il link è valido un'ora e disconnette tutti i browser dell'account):",
      url,
      "",
      "Se non l'ha chiesto lei, ignori questo messaggio: non cambia nulla.",
    ],
  },
};

/**
 * The reset link, sent only to the account's address: whoever receives it owns the address, and can take the
 * account back from someone who signed up with it. In the language of the page it was asked from.
 */
export function passwordResetEmail(to: string, url: string, language: AccountLanguage = "en"): EmailMessage {
  const copy = RESET_COPY[language];
  return brandedEmail(
    accountSite(language),
    { template: "password-reset", to, subject: copy.subject, text: copy.lines(url).join("\n") },
    { lang: language === "en" ? "en" : accountLanguageTag(language), links: [url] },
  );
}

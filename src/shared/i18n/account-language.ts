import type { SiteId } from "../routes.ts";
import { LANGUAGE_TAGS, type Locale, type SwissHackLocale } from "./locales.ts";
import { localizedPath, pageLanguageOf } from "./paths.ts";

/**
 * The language of the account pages (/auth, /verify-email, /reset-password) and of the emails they send: OptimAIte's
 * English or Quebec French, or one of SwissHack's languages. Quebec French is "fr-CA": "fr" is SwissHack's.
 */
export type AccountLanguage = "en" | "fr-CA" | SwissHackLocale;

const ACCOUNT_LANGUAGES: readonly AccountLanguage[] = ["en", "fr-CA", "fr", "de", "it"];

export const isAccountLanguage = (value: unknown): value is AccountLanguage =>
  ACCOUNT_LANGUAGES.includes(value as AccountLanguage);

/** The site whose brand an account page or email takes. */
export const accountSite = (language: AccountLanguage): SiteId =>
  language === "en" || language === "fr-CA" ? "optimaite" : "swisshack";

/** An account language as its site's locale: Quebec French is OptimAIte's "fr". */
export const accountLocale = (language: AccountLanguage): Locale => (language === "fr-CA" ? "fr" : language);

/** `<html lang>` of an account page or email: "fr-CA", "de-CH", "en-US"… */
export const accountLanguageTag = (language: AccountLanguage): string =>
  LANGUAGE_TAGS[accountSite(language)][accountLocale(language)] ?? language;

/** The account language of a page of either site: "/fr/optimaite" is Quebec French, "/de/premium" German. */
export function accountLanguageOfPage(pathname: string): AccountLanguage {
  const { site, locale } = pageLanguageOf(pathname);
  if (site === "optimaite") return locale === "fr" ? "fr-CA" : "en";
  return locale as SwissHackLocale;
}

/** The home of the visitor's site in their language: where a sign-up's confirmation returns, and a sign-in goes. */
export function accountHome(language: AccountLanguage): string {
  const site = accountSite(language);
  return localizedPath(site === "optimaite" ? "/optimaite" : "/", site, accountLocale(language));
}

/**
 * The query parameters that keep the language from one account page (or email link) to the next: `lang` is the
 * account language, `site` says the brand; none for OptimAIte's English, the default.
 */
export function accountLanguageParams(language: AccountLanguage): string {
  return language === "en" ? "" : `site=${accountSite(language)}&lang=${language}`;
}

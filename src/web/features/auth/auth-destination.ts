import { POST_PREVIEW_PARAMETER } from "@shared/blog/post-preview";
import {
  type AccountLanguage,
  accountHome,
  accountLanguageOfPage,
  accountLanguageParams,
  accountSite,
  isAccountLanguage,
} from "@shared/i18n/account-language";
import { DEFAULT_LOCALE } from "@shared/i18n/locales";
import { pageLanguageOf } from "@shared/i18n/paths";
import type { SiteId } from "@shared/routes";

/** The language of the account pages: OptimAIte's English or Quebec French, or one of SwissHack's languages. */
export type AuthLanguage = AccountLanguage;

/**
 * What a browser drops from a URL or reads differently (tabs and line breaks vanish, a backslash is a slash, a
 * space is encoded): a `?next=` carrying one is not the path it looks like ("/\t/evil.example" is "//evil.example").
 */
const UNSAFE_IN_PATH = /[\p{Cc}\p{Z}\s\\]/u;
const THIS_ORIGIN = "https://this-site.invalid";

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A `?next=` path is followed only within this site: a plain path, not another origin, not the API. */
export function safeNextPath(next: string | null): string | null {
  if (!next || next.length > 200 || !next.startsWith("/") || next.startsWith("//")) return null;
  const decoded = decodedOrNull(next);
  if (decoded === null || UNSAFE_IN_PATH.test(next) || UNSAFE_IN_PATH.test(decoded) || decoded.startsWith("//"))
    return null;
  if (new URL(next, THIS_ORIGIN).origin !== THIS_ORIGIN) return null;
  if (next === "/auth" || next.startsWith("/auth?") || next.startsWith("/api/")) return null;
  return next;
}

/** The brand of /auth: `?site=` (or the site of `?lang=`), else the page the visitor came from on this origin, else OptimAIte (SPEC). */
export function authSite(search: string, referrer: string, origin: string): SiteId {
  const params = new URLSearchParams(search);
  const site = params.get("site");
  if (site === "swisshack" || site === "optimaite") return site;
  // Each account language is one site's: "fr" is SwissHack's French, "fr-CA" OptimAIte's Quebec French.
  const lang = params.get("lang");
  if (lang !== "en" && isAccountLanguage(lang)) return accountSite(lang);
  const path = referrerPath(referrer, origin);
  return path ? pageLanguageOf(path).site : "optimaite";
}

/** The path of a same-origin referrer, when there is one. */
function referrerPath(referrer: string, origin: string): string | null {
  try {
    const from = new URL(referrer);
    return from.origin === origin ? from.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The language of /auth, /verify-email and /reset-password, one of its site's: `?lang=` (the account pages and emails
 * pass it on), else the language of the page the visitor came from, else the site's default (French, English).
 */
export function authLanguage(search: string, referrer: string, origin: string): AuthLanguage {
  const site = authSite(search, referrer, origin);
  const lang = new URLSearchParams(search).get("lang");
  if (isAccountLanguage(lang) && accountSite(lang) === site) return lang;
  const path = referrerPath(referrer, origin);
  const from = path ? accountLanguageOfPage(path) : null;
  if (from && accountSite(from) === site) return from;
  return DEFAULT_LOCALE[site];
}

/** The query that keeps an account page's language on the next one ("" for OptimAIte's English, the default). */
export function authQuery(language: AuthLanguage): string {
  const params = accountLanguageParams(language);
  return params ? `?${params}` : "";
}

/** The home of the visitor's site in their language: where a sign-up's confirmation returns, and a sign-in goes. */
export const authHome = accountHome;

/**
 * A page the server renders for the one person who asks (a post's preview, drafts included) is loaded as a document:
 * the router would render the public page in its place.
 */
export function loadsAsDocument(path: string): boolean {
  return new URL(path, THIS_ORIGIN).searchParams.has(POST_PREVIEW_PARAMETER);
}

/** After sign-in: the validated `?next=`, else the back office for an admin, else the visitor's home. */
export function afterSignIn(next: string | null, role: string | null | undefined, language: AuthLanguage): string {
  return safeNextPath(next) ?? (role === "admin" ? "/admin" : authHome(language));
}

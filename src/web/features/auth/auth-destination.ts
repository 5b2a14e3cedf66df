import { isSiteLocale, type SwissHackLocale } from "@shared/i18n/locales";
import { localizedPath, pageLanguageOf } from "@shared/i18n/paths";
import type { SiteId } from "@shared/routes";

/** The language of the account pages: OptimAIte's English, or one of SwissHack's languages. */
export type AuthLanguage = "en" | SwissHackLocale;

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

/** The brand of /auth: `?site=` (or SwissHack's `?lang=de|it`), else the page the visitor came from on this origin, else OptimAIte (SPEC). */
export function authSite(search: string, referrer: string, origin: string): SiteId {
  const params = new URLSearchParams(search);
  const site = params.get("site");
  if (site === "swisshack" || site === "optimaite") return site;
  // German and Italian are SwissHack's only.
  if (params.get("lang") === "de" || params.get("lang") === "it") return "swisshack";
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
 * The language of /auth, /verify-email and /reset-password: on SwissHack, `?lang=` (the account pages and emails pass
 * it on), else the language of the page the visitor came from, else French; OptimAIte's are English.
 */
export function authLanguage(search: string, referrer: string, origin: string): AuthLanguage {
  if (authSite(search, referrer, origin) === "optimaite") return "en";
  const lang = new URLSearchParams(search).get("lang");
  if (isSiteLocale("swisshack", lang)) return lang as SwissHackLocale;
  const path = referrerPath(referrer, origin);
  const from = path ? pageLanguageOf(path) : null;
  return from?.site === "swisshack" ? (from.locale as SwissHackLocale) : "fr";
}

/** The query that keeps an account page's language on the next one ("" for OptimAIte's English, the default). */
export function authQuery(language: AuthLanguage): string {
  return language === "en" ? "" : `?site=swisshack&lang=${language}`;
}

/** The home of the visitor's site in their language: where a sign-up's confirmation returns, and a sign-in goes. */
export function authHome(language: AuthLanguage): string {
  return language === "en" ? "/optimaite" : localizedPath("/", "swisshack", language);
}

/** After sign-in: the validated `?next=`, else the back office for an admin, else the visitor's home. */
export function afterSignIn(next: string | null, role: string | null | undefined, language: AuthLanguage): string {
  return safeNextPath(next) ?? (role === "admin" ? "/admin" : authHome(language));
}

import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { useLocation } from "react-router";
import { useDocumentLanguageTag } from "~/i18n/document-language";
import { useHydrated } from "~/lib/use-hydrated";
import { type AuthLanguage, authLanguage, authSite } from "./auth-destination";

/**
 * The site whose brand and language /auth takes: `?site=`, else the referrer. The prerendered page is OptimAIte's
 * (SPEC), so the browser's answer is used once hydrated.
 */
export function useAuthSite(): SiteId {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? authSite(search, document.referrer, window.location.origin) : "optimaite";
}

/**
 * The language of the account pages (/auth, /verify-email, /reset-password): SwissHack's `?lang=` or the language of
 * the page the visitor came from, OptimAIte's English; read once hydrated, as the site.
 */
export function useAuthLanguage(): AuthLanguage {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? authLanguage(search, document.referrer, window.location.origin) : "en";
}

/**
 * `<html lang>` of an account page in German or Italian. The root layout knows only the site of /auth (French for
 * SwissHack), so the page corrects it once its language is known.
 */
export function useAuthDocumentLanguage(language: AuthLanguage) {
  useDocumentLanguageTag(language === "de" || language === "it" ? LANGUAGE_TAGS.swisshack[language] : undefined);
}

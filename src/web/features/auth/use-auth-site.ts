import { accountLanguageTag } from "@shared/i18n/account-language";
import { useLocation } from "react-router";
import { useDocumentLanguageTag } from "~/i18n/document-language";
import { useHydrated } from "~/lib/use-hydrated";
import { type AuthLanguage, authLanguage } from "./auth-destination";

/**
 * The language of the account pages (/auth, /verify-email, /reset-password): `?lang=` or the language of the page the
 * visitor came from, else the site's default; read once hydrated, as the site.
 */
export function useAuthLanguage(): AuthLanguage {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? authLanguage(search, document.referrer, window.location.origin) : "en";
}

/**
 * `<html lang>` of an account page in another language than English. The root layout gives /verify-email and
 * /reset-password OptimAIte's English (their address says no more), so the page corrects it once its language is known.
 */
export function useAuthDocumentLanguage(language: AuthLanguage) {
  useDocumentLanguageTag(language === "en" ? undefined : accountLanguageTag(language));
}

import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { pageLanguageOf } from "@shared/i18n/paths";
import { useEffect } from "react";

/** The `<html lang>` root gives an address. */
function tagOfAddress(pathname: string): string {
  const { site, locale } = pageLanguageOf(pathname);
  return LANGUAGE_TAGS[site][locale] ?? locale;
}

/**
 * `<html lang>` for a page whose language is known only once loaded (a private link, an account page), while the page
 * is shown. When it goes, the tag of the address navigated to: root writes `lang` only when its own value changes, so
 * the page's tag would otherwise stay, or an older one come back, on the next page.
 */
export function useDocumentLanguageTag(tag: string | undefined) {
  useEffect(() => {
    if (!tag) return;
    document.documentElement.lang = tag;
    return () => {
      document.documentElement.lang = tagOfAddress(window.location.pathname);
    };
  }, [tag]);
}

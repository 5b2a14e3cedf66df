import type { SiteId } from "../routes.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/**
 * A page of a site in a language: the default language's pages are unprefixed ("/premium", "/#audit"), the others
 * under the language ("/de/premium", "/de#audit", "/fr/optimaite?demo=open").
 */
export function localizedPath(site: SiteId, locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE[site]) return path;
  return path === "/" || path.startsWith("/#") || path.startsWith("/?")
    ? `/${locale}${path.slice(1)}`
    : `/${locale}${path}`;
}

import type { SiteId } from "../routes.ts";
import type { Locale } from "./locales.ts";
import { PAGE_LOCALES } from "./paths.ts";

/** The suggestion banner's words, in the language it suggests (the reader may not read the page's). */
export const LANGUAGE_SUGGESTIONS: Record<Locale, { text: string; action: string; dismiss: string }> = {
  fr: { text: "Cette page existe aussi en français.", action: "Lire en français", dismiss: "Non merci" },
  de: { text: "Diese Seite gibt es auch auf Deutsch.", action: "Auf Deutsch lesen", dismiss: "Nein danke" },
  it: { text: "Questa pagina esiste anche in italiano.", action: "Leggere in italiano", dismiss: "No, grazie" },
  en: { text: "This page is also available in English.", action: "Read in English", dismiss: "No thanks" },
};

/**
 * The site language to suggest from the browser's preferred languages (Accept-Language as navigator.languages
 * gives it), or undefined when the person's first language the site has is the page's own.
 */
export function suggestedLocale(site: SiteId, pageLocale: Locale, preferred: readonly string[]): Locale | undefined {
  return suggestedAmong(PAGE_LOCALES[site], pageLocale, preferred) as Locale | undefined;
}

/**
 * The same choice among a site's published languages. Self-contained: it also runs inline in `<head>`, before the
 * first paint (features/language-suggestion/suggest-early.tsx).
 */
export function suggestedAmong(
  available: readonly string[],
  pageLocale: string,
  preferred: readonly string[],
): string | undefined {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split("-")[0] ?? "";
    if (available.includes(language)) return language === pageLocale ? undefined : language;
  }
  return undefined;
}

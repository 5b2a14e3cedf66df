import { suggestedAmong } from "@shared/i18n/language-suggestion";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { PAGE_LOCALES } from "@shared/i18n/paths";
import { LANGUAGE_CHOICE_KEY } from "../../components/language-choice";

/** Set on `<html>` to the language the page suggests; the stylesheet shows that language's suggestion. */
export const SUGGESTED_LANGUAGE_ATTRIBUTE = "data-suggest-language";

/** Each page language's `<html lang>` tag, with the languages its site is published in. */
const SITE_LANGUAGES_BY_TAG = Object.fromEntries(
  (Object.keys(PAGE_LOCALES) as (keyof typeof PAGE_LOCALES)[]).flatMap((site) =>
    PAGE_LOCALES[site].map((locale) => [LANGUAGE_TAGS[site][locale], PAGE_LOCALES[site]]),
  ),
);

/**
 * Runs inline in `<head>`, before the first paint: on a page whose site is also published in the browser's preferred
 * language, and unless the person already chose a language, marks `<html>` with that language. The suggestion is in
 * every page's HTML, hidden until marked, so it shows in the flow at once and never moves what is already on screen.
 * Serialized into the page: self-contained.
 */
function markSuggestedLanguage(
  languagesByTag: Record<string, readonly string[]>,
  choiceKey: string,
  attribute: string,
  suggest: typeof suggestedAmong,
): void {
  try {
    if (localStorage.getItem(choiceKey) === "1") return;
  } catch {
    // Storage refused: suggest as on a first visit.
  }
  const root = document.documentElement;
  const available = languagesByTag[root.lang];
  if (!available) return;
  const suggestion = suggest(available, root.lang.split("-")[0] ?? "", navigator.languages ?? [navigator.language]);
  if (suggestion) root.setAttribute(attribute, suggestion);
}

const SCRIPT = {
  __html: `(${markSuggestedLanguage.toString()})(${JSON.stringify(SITE_LANGUAGES_BY_TAG)},${JSON.stringify(
    LANGUAGE_CHOICE_KEY,
  )},${JSON.stringify(SUGGESTED_LANGUAGE_ATTRIBUTE)},${suggestedAmong.toString()})`,
};

export function SuggestLanguageEarly() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source and constants, no visitor input
  return <script dangerouslySetInnerHTML={SCRIPT} suppressHydrationWarning />;
}

/**
 * A person who chose a language (with the switcher, or by declining the suggestion) is never offered another: a
 * preference they expressed, kept on their device only (no consent needed, nothing sent).
 */
export const LANGUAGE_CHOICE_KEY = "language-chosen";

export function rememberLanguageChoice() {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "1");
  } catch {
    // Storage refused (private mode): the suggestion may show again, nothing else changes.
  }
}

export function languageWasChosen(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY) === "1";
  } catch {
    return false;
  }
}

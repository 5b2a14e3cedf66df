import { languageFaults, type ProofreadLanguage } from "../../src/shared/i18n/language-faults";
import { LOCALIZED_PUBLIC_PATHS } from "../../src/shared/i18n/paths";
import { expect, test } from "./support/test";

const LANGUAGE_OF_PREFIX: Record<string, ProofreadLanguage> = { "/de": "de-CH", "/it": "it-CH", "/fr": "fr-CA" };
const languageOf = (path: string) =>
  Object.entries(LANGUAGE_OF_PREFIX).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];

/** Every German, Italian and Quebec French page, and each language's 404. */
const PAGES = [...LOCALIZED_PUBLIC_PATHS, "/de/404", "/it/404", "/fr/404"].filter((path) => languageOf(path));

/**
 * What a person reads on the page once it settled: its text (the cookie banner included), the words of its
 * attributes (labels, alternative texts, titles) and its title and description, without what is marked as another
 * language (the suggestion to read the page in the visitor's language).
 */
function readablePage() {
  const own = document.documentElement.lang;
  const foreign = (element: Element | null) => element?.closest("[lang]")?.getAttribute("lang") !== own;
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    if (!parent?.closest("script, style") && !foreign(parent)) texts.push(walker.currentNode.textContent ?? "");
  }
  for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
    if (foreign(element)) continue;
    for (const name of ["aria-label", "alt", "title", "placeholder"]) texts.push(element.getAttribute(name) ?? "");
  }
  // The social card's alternative text (og:image:alt) describes the one French card of the site: left to the round
  // that gives each language its card.
  texts.push(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
  return texts.join("\n");
}

for (const path of PAGES) {
  const language = languageOf(path) as ProofreadLanguage;
  test(`${path} reads as ${language} throughout: no word of another language, the locale's typography`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator("[data-cookie-banner]")).toBeVisible({ timeout: 8000 });
    expect(languageFaults(await page.evaluate(readablePage), language)).toEqual([]);
  });
}

import type { Locale } from "../i18n/locales.ts";
import { localizedPath } from "../i18n/paths.ts";
import type { KnowledgeEntry } from "./knowledge.ts";

export interface KnowledgeItem {
  /** Unique within the site and language: "faq-1", "premium". */
  key: string;
  title: string;
  text: string;
  /** The default language's path ("/#audit"); the entry links to the page in its own language. */
  path: string;
}

/** A site's knowledge in a language other than its default: ids "swisshack-de-faq-1", links to the "/de" pages. */
export function localizedKnowledge(
  site: KnowledgeEntry["site"],
  locale: Locale,
  items: readonly KnowledgeItem[],
): KnowledgeEntry[] {
  return items.map(({ key, title, text, path }) => ({
    id: `${site}-${locale}-${key}`,
    site,
    title,
    text,
    url: localizedPath(path, site, locale),
  }));
}

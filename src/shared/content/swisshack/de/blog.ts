import type { Translation } from "../../../i18n/translation.ts";
import type { BLOG_PAGES } from "../blog.ts";

/** /de/blog. */
export const BLOG_PAGES_DE = {
  eyebrow: "Blog",
  heading: "Der SwissHack-Blog",
  lead: "Konkrete Ratgeber zu Säule 3a, BVG, Krankenversicherung und Steuern, mit den offiziellen Zahlen des Jahres.",
  empty: "Noch keine Artikel. Abonnieren Sie den Newsletter, um den ersten zu erhalten.",
  allPosts: "Alle Artikel im Blog",
  publishedOn: "Veröffentlicht am",
  by: "Von",
  tags: "Themen",
  backToBlog: "Zurück zum Blog",
  alsoIn: "Diesen Artikel gibt es auch auf",
  feed: "Atom-Feed abonnieren",
  languageNames: { fr: "Französisch", de: "Deutsch", it: "Italienisch" },
} as const satisfies Translation<typeof BLOG_PAGES>;

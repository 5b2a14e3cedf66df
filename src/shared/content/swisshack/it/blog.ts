import type { Translation } from "../../../i18n/translation.ts";
import type { BLOG_PAGES } from "../blog.ts";

/** /it/blog. */
export const BLOG_PAGES_IT = {
  eyebrow: "Blog",
  heading: "Il blog di SwissHack",
  lead: "Guide concrete sul 3° pilastro, la LPP, la LAMal e le imposte, con le cifre ufficiali dell'anno.",
  empty: "Ancora nessun articolo. Si iscriva alla newsletter per ricevere il primo.",
  allPosts: "Tutti gli articoli del blog",
  publishedOn: "Pubblicato il",
  by: "Di",
  tags: "Temi",
  backToBlog: "Torni al blog",
  alsoIn: "Questo articolo esiste anche in",
  feed: "Abbonarsi al feed Atom",
  languageNames: { fr: "francese", de: "tedesco", it: "italiano" },
} as const satisfies Translation<typeof BLOG_PAGES>;

import type { BlogLocale } from "@shared/blog/blog-reader";
import { blogPostPath } from "@shared/blog/blog-reader";
import { type Locale, type SITE_LOCALES, siteLocaleOr } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import type { ChatPack } from "./chat-pack";
import type { Passage } from "./knowledge/page-passages";
import { siteKnowledge } from "./knowledge/site-knowledge";
import { OPTIMAITE_EN, SWISSHACK_FR } from "./packs/defaults";
import { OPTIMAITE_FR } from "./packs/optimaite-fr";
import { SWISSHACK_DE } from "./packs/swisshack-de";
import { SWISSHACK_IT } from "./packs/swisshack-it";
import { createRetriever, type Retriever } from "./retrieval";
import { analyzerFor } from "./search/language-analyzer";

/** Every language of every site has its assistant: a language added to SITE_LOCALES without one fails the type check. */
export const CHAT_PACKS: { [S in SiteId]: Record<(typeof SITE_LOCALES)[S][number], ChatPack> } = {
  swisshack: { fr: SWISSHACK_FR, de: SWISSHACK_DE, it: SWISSHACK_IT },
  optimaite: { en: OPTIMAITE_EN, fr: OPTIMAITE_FR },
};

/** The assistant of a site in a language; a language the site does not have gets the site's default. */
export function chatPack(site: SiteId, locale?: unknown): ChatPack {
  return (CHAT_PACKS[site] as Partial<Record<Locale, ChatPack>>)[siteLocaleOr(site, locale)] as ChatPack;
}

/** A published blog post as the chat reads it: its title, excerpt and body, linked to its page. */
export interface ChatBlogPost {
  locale: BlogLocale;
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
}

export interface ChatRetrievers {
  for(site: SiteId, locale?: unknown): Retriever<Passage>;
  /** The published posts now (SwissHack's blog): the indexes of their languages are built again. */
  setBlogPosts(posts: readonly ChatBlogPost[]): void;
}

const plain = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function postPassage(post: ChatBlogPost): Passage {
  return {
    id: `swisshack-${post.locale}-post-${post.slug}`,
    site: "swisshack",
    section: "Blog",
    title: post.title,
    text: `${post.excerpt} ${plain(post.bodyMarkdown)}`.slice(0, 4000),
    url: blogPostPath(post.locale, post.slug),
  };
}

/**
 * One index per site and language, built from the pages' content in that language (`siteKnowledge`) and, for
 * SwissHack, its published posts; each read by its language's analyzer (decision 0047).
 */
export function createChatRetrievers(): ChatRetrievers {
  const retrievers = new Map<string, Retriever<Passage>>();
  const build = (site: SiteId, locale: Locale, posts: readonly ChatBlogPost[]) =>
    retrievers.set(
      `${site}:${locale}`,
      createRetriever([...siteKnowledge(site, locale), ...posts.map(postPassage)], analyzerFor(locale)),
    );
  for (const site of Object.keys(CHAT_PACKS) as SiteId[])
    for (const locale of Object.keys(CHAT_PACKS[site]) as Locale[]) build(site, locale, []);
  return {
    for: (site, locale) => retrievers.get(`${site}:${chatPack(site, locale).language}`) as Retriever<Passage>,
    setBlogPosts(posts) {
      for (const locale of Object.keys(CHAT_PACKS.swisshack) as Locale[])
        build(
          "swisshack",
          locale,
          posts.filter((post) => post.locale === locale),
        );
    },
  };
}

import type { BlogLocale } from "@shared/blog/blog-reader";
import { blogPostPath } from "@shared/blog/blog-reader";
import { type Locale, type SITE_LOCALES, siteLocaleOr } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { type ShownFigures, SPEC_FIGURES, sameFigures } from "@shared/site-settings/shown-figures";
import type { ChatPack } from "./chat-pack";
import type { Passage } from "./knowledge/page-passages";
import type { FiguresBySite } from "./knowledge/shown-figures";
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
  /**
   * A brand's figures as its pages show them now (the owner's settings, decision 0046): when they changed, the
   * indexes of its languages are built again, with the pages' sentences for these figures.
   */
  setFigures?(site: SiteId, figures: ShownFigures): void;
  /** The figures the indexes were built with, for the intents that quote a figure's sentence (`answeringWith`). */
  figures?(): FiguresBySite;
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

const localesOf = (site: SiteId) => Object.keys(CHAT_PACKS[site]) as Locale[];

/**
 * One index per site and language, built from the pages' content in that language (`siteKnowledge`) with the
 * brand's figures as its pages show them and, for SwissHack, its published posts; each read by its language's
 * analyzer (decision 0047).
 */
export function createChatRetrievers(): ChatRetrievers {
  const retrievers = new Map<string, Retriever<Passage>>();
  let posts: readonly ChatBlogPost[] = [];
  const figures: Record<SiteId, ShownFigures> = { swisshack: SPEC_FIGURES, optimaite: SPEC_FIGURES };
  const build = (site: SiteId, locale: Locale) =>
    retrievers.set(
      `${site}:${locale}`,
      createRetriever(
        [
          ...siteKnowledge(site, locale, {}, figures[site]),
          ...(site === "swisshack" ? posts.filter((post) => post.locale === locale).map(postPassage) : []),
        ],
        analyzerFor(locale),
      ),
    );
  for (const site of Object.keys(CHAT_PACKS) as SiteId[]) for (const locale of localesOf(site)) build(site, locale);
  return {
    for: (site, locale) => retrievers.get(`${site}:${chatPack(site, locale).language}`) as Retriever<Passage>,
    setBlogPosts(next) {
      posts = next;
      for (const locale of localesOf("swisshack")) build("swisshack", locale);
    },
    setFigures(site, next) {
      if (sameFigures(figures[site], next)) return;
      figures[site] = next;
      for (const locale of localesOf(site)) build(site, locale);
    },
    figures: () => ({ ...figures }),
  };
}

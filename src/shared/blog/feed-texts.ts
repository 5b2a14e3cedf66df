import { BLOG_PAGES } from "../content/swisshack/blog";
import { BLOG_PAGES_DE } from "../content/swisshack/de/blog";
import { BLOG_PAGES_IT } from "../content/swisshack/it/blog";
import type { BlogLocale } from "./blog-reader";
import { blogFeedPath } from "./feeds";

/** A language's feed's title and subtitle: its blog page's heading and lead. */
export const BLOG_FEED_TEXTS: Record<BlogLocale, { heading: string; lead: string }> = {
  fr: BLOG_PAGES,
  de: BLOG_PAGES_DE,
  it: BLOG_PAGES_IT,
};

/** The head's link to a language's feed, which feed readers look for on the blog's pages. */
export const blogFeedLink = (locale: BlogLocale) => ({
  tagName: "link" as const,
  rel: "alternate",
  type: "application/atom+xml",
  title: `SwissHack – ${BLOG_FEED_TEXTS[locale].heading}`,
  href: blogFeedPath(locale),
});

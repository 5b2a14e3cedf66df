import type { Hono } from "hono";
import type { BlogLocale } from "../../shared/blog/blog-reader";
import { blogFeedPath } from "../../shared/blog/feeds";
import { BLOG_PAGES } from "../../shared/content/swisshack/blog";
import { BLOG_PAGES_DE } from "../../shared/content/swisshack/de/blog";
import { BLOG_PAGES_IT } from "../../shared/content/swisshack/it/blog";
import type { AppEnv } from "../context";
import { buildAtomFeed } from "./atom-feed";
import type { ServerBlogReader } from "./blog-reader";

const FEED_TEXTS: Record<BlogLocale, { heading: string; lead: string }> = {
  fr: BLOG_PAGES,
  de: BLOG_PAGES_DE,
  it: BLOG_PAGES_IT,
};

/** How many posts a feed carries, newest first. */
const FEED_POSTS = 20;

/** Each language's Atom feed of its live posts. */
export function registerBlogFeedRoutes(app: Hono<AppEnv>, blog: ServerBlogReader, siteUrl: string) {
  for (const locale of Object.keys(FEED_TEXTS) as BlogLocale[]) {
    app.get(blogFeedPath(locale), async (c) => {
      const { heading, lead } = FEED_TEXTS[locale];
      const posts = await blog.latestWithBodies(locale, FEED_POSTS);
      c.header("Content-Type", "application/atom+xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=300");
      return c.body(buildAtomFeed({ siteUrl, locale, title: heading, subtitle: lead, posts }));
    });
  }
}

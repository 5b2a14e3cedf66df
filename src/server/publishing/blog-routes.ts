import type { BlogLocale } from "@shared/blog/blog-reader";
import { BLOG_FEED_TEXTS } from "@shared/blog/feed-texts";
import { blogFeedPath } from "@shared/blog/feeds";
import type { Hono } from "hono";
import type { AppEnv } from "../lib/app-env";
import { buildAtomFeed } from "./atom-feed";
import type { ServerBlogReader } from "./blog-reader";

/** How many posts a feed carries, newest first. */
const FEED_POSTS = 20;

/**
 * Each language's Atom feed of its live posts. A feed is rendered once and kept until the language's posts change:
 * each request asks the shared database for their version (one small query), so an edit made through any instance
 * shows on every instance's next request. Requests that arrive during a render share it.
 */
export function registerBlogFeedRoutes(app: Hono<AppEnv>, blog: ServerBlogReader, siteUrl: string) {
  const feeds = new Map<BlogLocale, { version: string; xml: Promise<string> }>();
  const render = async (locale: BlogLocale) => {
    const { heading, lead } = BLOG_FEED_TEXTS[locale];
    const posts = await blog.latestWithBodies(locale, FEED_POSTS);
    return buildAtomFeed({
      siteUrl,
      locale,
      title: heading,
      subtitle: lead,
      posts,
      renderedAt: new Date().toISOString(),
    });
  };
  for (const locale of Object.keys(BLOG_FEED_TEXTS) as BlogLocale[]) {
    app.get(blogFeedPath(locale), async (c) => {
      const version = await blog.version(locale);
      let feed = feeds.get(locale);
      if (feed?.version !== version) {
        feed = { version, xml: render(locale) };
        feeds.set(locale, feed);
        // A failed render is not kept: the next request tries again.
        feed.xml.catch(() => feeds.get(locale) === feed && feeds.delete(locale));
      }
      const xml = await feed.xml;
      c.header("Content-Type", "application/atom+xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=300");
      return c.body(xml);
    });
  }
}

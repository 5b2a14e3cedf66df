import type { BlogLocale, BlogPostSummary } from "@shared/blog/blog-reader";
import { blogIndexPath, blogPostPath } from "@shared/blog/blog-reader";
import { blogFeedPath } from "@shared/blog/feeds";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { withoutXmlForbidden } from "@shared/schemas/storable";
import { escapeXml as escapeMarkup } from "@shared/sitemap";

/** Escaped, and without what XML forbids: posts stored before the schema dropped it still make a valid feed. */
const escapeXml = (text: string) => escapeMarkup(withoutXmlForbidden(text));

export interface FeedOptions {
  siteUrl: string;
  locale: BlogLocale;
  title: string;
  subtitle: string;
  posts: readonly (BlogPostSummary & { html: string })[];
  /** When this feed was made: an empty feed's <updated> (it has no post to date it). */
  renderedAt: string;
}

/** An Atom 1.0 feed (RFC 4287) of a language's posts, each with its sanitized body as HTML content. */
export function buildAtomFeed({ siteUrl, locale, title, subtitle, posts, renderedAt }: FeedOptions): string {
  const feedUrl = `${siteUrl}${blogFeedPath(locale)}`;
  const latest = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  const updated = latest ?? renderedAt;
  const entries = posts.map((post) => {
    const url = `${siteUrl}${blogPostPath(post.locale, post.slug)}`;
    return [
      "  <entry>",
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.updatedAt}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(post.html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_TAGS.swisshack[locale]}">`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${blogIndexPath(locale)}`)}"/>`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

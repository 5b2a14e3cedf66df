// What the blog's pages read, as the server hands it to their loaders (the load context): plain data, already
// rendered and sanitized, so no database or Markdown code reaches a page module.

import { LANGUAGE_TAGS } from "../i18n/locales";

export type BlogLocale = "fr" | "de" | "it";
export const BLOG_LOCALES: readonly BlogLocale[] = ["fr", "de", "it"];

export interface BlogPostSummary {
  locale: BlogLocale;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  author: string;
  /** ISO instants. */
  publishedAt: string;
  /** `publishedAt` as the post's language writes the day ("27 novembre 2026"). */
  publishedOn: string;
  updatedAt: string;
  cover: { imageId: string; alt: string; width: number; height: number } | null;
}

export interface BlogPostView extends BlogPostSummary {
  /** The body as sanitized HTML (src/server/publishing/markdown.ts). */
  html: string;
  /** Every live language version of the post, itself included: its hreflang alternates. */
  translations: { locale: BlogLocale; slug: string }[];
}

export interface BlogReader {
  /** A language's live posts, newest first. */
  latest(locale: BlogLocale, limit: number): Promise<BlogPostSummary[]>;
  /** A live post, or null (unknown, draft, scheduled). */
  post(locale: BlogLocale, slug: string): Promise<BlogPostView | null>;
}

/** A post's path: "/blog/slug", "/de/blog/slug". */
export function blogPostPath(locale: BlogLocale, slug: string): string {
  return `${locale === "fr" ? "" : `/${locale}`}/blog/${slug}`;
}

/** A language's blog index: "/blog", "/de/blog". */
export function blogIndexPath(locale: BlogLocale): string {
  return `${locale === "fr" ? "" : `/${locale}`}/blog`;
}

/**
 * The hreflang alternates of a blog index: every language's index that has posts, itself included, and x-default the
 * first of them in the site's order (French first); the same set as the sitemap's entries for them.
 */
export function blogIndexAlternates(
  self: BlogLocale,
  withPosts: readonly BlogLocale[],
): { hreflang: string; path: string }[] {
  const languages = BLOG_LOCALES.filter((locale) => locale === self || withPosts.includes(locale));
  const fallback = BLOG_LOCALES.find((locale) => withPosts.includes(locale)) ?? self;
  return [
    ...languages.map((locale) => ({
      hreflang: LANGUAGE_TAGS.swisshack[locale] ?? locale,
      path: blogIndexPath(locale),
    })),
    { hreflang: "x-default", path: blogIndexPath(fallback) },
  ];
}

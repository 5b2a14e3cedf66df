import { type BlogLocale, blogIndexAlternates, blogIndexPath, blogPostPath } from "@shared/blog/blog-reader";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import type { SitemapEntry } from "@shared/sitemap";
import type { LivePost } from "./blog-reader";

const day = (iso: string) => iso.slice(0, 10);

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
const hreflangOf = (locale: BlogLocale) => LANGUAGE_TAGS.swisshack[locale] ?? locale;

/**
 * The blog's sitemap entries: each language's index that has posts (dated by its newest change) and every live
 * post, dated by its last change, with its translations as alternates and x-default the French one (else itself).
 */
export function blogSitemapEntries(posts: readonly LivePost[], siteUrl: string): SitemapEntry[] {
  const translations = groupBy(posts, (post) => post.translationKey);
  const postEntries = posts.map((post): SitemapEntry => {
    const versions = translations.get(post.translationKey) ?? [post];
    const fallback = versions.find(({ locale }) => locale === "fr") ?? post;
    return {
      loc: `${siteUrl}${blogPostPath(post.locale, post.slug)}`,
      lastmod: day(post.updatedAt),
      changefreq: "monthly",
      priority: 0.6,
      alternates: [
        ...versions.map((version) => ({
          hreflang: hreflangOf(version.locale),
          href: `${siteUrl}${blogPostPath(version.locale, version.slug)}`,
        })),
        { hreflang: "x-default", href: `${siteUrl}${blogPostPath(fallback.locale, fallback.slug)}` },
      ],
    };
  });
  const byLocale = groupBy(posts, (post) => post.locale);
  const indexes = [...byLocale.keys()];
  const indexEntries = indexes.map((locale): SitemapEntry => {
    const newest = (byLocale.get(locale) ?? []).reduce(
      (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
      "",
    );
    return {
      loc: `${siteUrl}${blogIndexPath(locale)}`,
      lastmod: day(newest),
      changefreq: "weekly",
      priority: 0.7,
      alternates: blogIndexAlternates(locale, indexes).map(({ hreflang, path }) => ({
        hreflang,
        href: `${siteUrl}${path}`,
      })),
    };
  });
  return [...indexEntries, ...postEntries];
}

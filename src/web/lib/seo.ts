import { DEFAULT_LOCALE, type Locale, OG_LOCALES } from "@shared/i18n/locales";
import { type Alternate, alternatesOf, LOCALIZED_PUBLIC_PATHS } from "@shared/i18n/paths";
import { OG_IMAGE, ogCardOf } from "@shared/og-image";
import type { SiteId } from "@shared/routes";
import type { MetaDescriptor } from "react-router";

import { publicConfig } from "./public-config";

/** Absolute base of canonical and social URLs, fixed at build time from SITE_URL. */
export const SITE_URL = publicConfig.siteUrl;

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  site: SiteId;
  /** The page's language: its site's default unless told. */
  locale?: Locale;
  keywords?: string;
  /** Application pages (auth, admin) are not indexed. */
  noindex?: boolean;
  /** "article" for a blog post; "website" otherwise. */
  ogType?: "website" | "article";
  /** The page's own social image (a post's cover); the site's card otherwise. */
  image?: { path: string; alt: string; width: number; height: number; type: string };
  /** The page's language versions when they are not the site's fixed pages (a post's translations). */
  alternates?: Alternate[];
}

const SITE_NAMES: Record<SiteId, string> = { swisshack: "SwissHack", optimaite: "OptimAIte" };
/** Title, description, keywords, robots, canonical, Open Graph and Twitter tags of one page. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const { title, description, path, site, locale, keywords, noindex } = page;
  const url = `${SITE_URL}${path}`;
  const card = page.image ?? { ...ogCardOf(site, locale ?? DEFAULT_LOCALE[site]), ...OG_IMAGE };
  const image = `${SITE_URL}${card.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:site_name", content: SITE_NAMES[site] },
    { property: "og:locale", content: OG_LOCALES[site][locale ?? DEFAULT_LOCALE[site]] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: card.type },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
  ];
  if (keywords) tags.splice(2, 0, { name: "keywords", content: keywords });
  if (noindex) return tags;
  if (page.alternates) tags.push(...languageVersions(page.alternates, site, locale));
  else if (LOCALIZED_PUBLIC_PATHS.includes(path)) tags.push(...languageVersions(alternatesOf(path), site, locale));
  return tags;
}

/** The tags that are the same in every language: robots, canonical, og:type, og:url. */
function isLanguageNeutral(tag: MetaDescriptor): boolean {
  if ("tagName" in tag) return true;
  if ("name" in tag) return tag.name === "robots";
  return "property" in tag && (tag.property === "og:type" || tag.property === "og:url");
}

/**
 * An account page's tags split by who renders them: its route the language-neutral ones, in the prerendered HTML;
 * the page itself the words, brand and language (title, description, Open Graph and Twitter tags), which it knows
 * only in the browser (React puts them in <head>, and they follow the language once read).
 */
export const languageNeutralTags = (tags: MetaDescriptor[]) => tags.filter(isLanguageNeutral);
export const languageTags = (tags: MetaDescriptor[]) => tags.filter((tag) => !isLanguageNeutral(tag));

/** hreflang links to every language version of the page (itself and x-default included), and their og:locale. */
export function languageVersions(
  alternates: Alternate[],
  site: SiteId,
  locale: Locale = DEFAULT_LOCALE[site],
): MetaDescriptor[] {
  const links = alternates.map(({ hreflang, path: href }) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: hreflang,
    href: `${SITE_URL}${href}`,
  }));
  const others = Object.entries(OG_LOCALES[site])
    .filter(([other]) => other !== locale)
    .map(([, content]) => ({ property: "og:locale:alternate", content }));
  return [...links, ...others];
}

import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, type Locale, OG_LOCALES } from "../../shared/i18n/locales";
import { alternatesOf, LOCALIZED_PUBLIC_PATHS } from "../../shared/i18n/paths";
import { OG_IMAGE, SITE_OG_CARDS } from "../../shared/og-image";
import type { SiteId } from "../../shared/routes";

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
}

const SITE_NAMES: Record<SiteId, string> = { swisshack: "SwissHack", optimaite: "OptimAIte" };
/** Title, description, keywords, robots, canonical, Open Graph and Twitter tags of one page. */
export function pageMeta({ title, description, path, site, locale, keywords, noindex }: PageMeta): MetaDescriptor[] {
  const url = `${SITE_URL}${path}`;
  const card = SITE_OG_CARDS[site];
  const image = `${SITE_URL}${card.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAMES[site] },
    { property: "og:locale", content: OG_LOCALES[site][locale ?? DEFAULT_LOCALE[site]] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: OG_IMAGE.type },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
  ];
  if (keywords) tags.splice(2, 0, { name: "keywords", content: keywords });
  if (!noindex && LOCALIZED_PUBLIC_PATHS.includes(path)) tags.push(...languageVersions(path, site, locale));
  return tags;
}

/** hreflang links to every language version of the page (itself and x-default included), and their og:locale. */
function languageVersions(path: string, site: SiteId, locale: Locale = DEFAULT_LOCALE[site]): MetaDescriptor[] {
  const links = alternatesOf(path).map(({ hreflang, path: href }) => ({
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

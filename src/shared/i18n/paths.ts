import {
  notFoundPageOf,
  OPTIMAITE_PATHS,
  PRERENDERED_PATHS,
  type SiteId,
  SWISSHACK_APP_PATHS,
  SWISSHACK_PATHS,
  siteOfPath,
} from "../routes.ts";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale, SITE_LOCALES } from "./locales.ts";
import { defaultSlug, LOCALIZED_SLUGS, localizedSlug, splitSuffix } from "./slugs.ts";

/** The languages whose pages are published, default first: every language of each site. */
export const PAGE_LOCALES: Record<SiteId, readonly Locale[]> = {
  swisshack: SITE_LOCALES.swisshack,
  optimaite: SITE_LOCALES.optimaite,
};

/** The URL prefix of each site's other languages: its default language has none ("/" is French SwissHack). */
const PREFIXES: { site: SiteId; locale: Locale; prefix: string }[] = [
  { site: "swisshack", locale: "de", prefix: "/de" },
  { site: "swisshack", locale: "it", prefix: "/it" },
  { site: "optimaite", locale: "fr", prefix: "/fr" },
];
const PREFIXED = PREFIXES.filter(({ site, locale }) => PAGE_LOCALES[site].includes(locale));

export interface PageLanguage {
  site: SiteId;
  locale: Locale;
  /** The path without its language prefix: "/de/premium" → "/premium", "/de" → "/". */
  basePath: string;
}

const underPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}#`);

/**
 * The site, language and unprefixed path of a page: "/it/premium" is SwissHack's premium page in Italian, and
 * "/de/datenschutz" its privacy page in German, "/confidentialite" (the default language's path, `LOCALIZED_SLUGS`).
 */
export function pageLanguageOf(pathname: string): PageLanguage {
  for (const { site, locale, prefix } of PREFIXED) {
    if (underPrefix(pathname, prefix)) {
      const unprefixed = pathname.slice(prefix.length) || "/";
      const [path, suffix] = splitSuffix(unprefixed.startsWith("#") ? `/${unprefixed}` : unprefixed);
      return { site, locale, basePath: `${defaultSlug(path, site, locale)}${suffix}` };
    }
  }
  const site = siteOfPath(pathname);
  return { site, locale: DEFAULT_LOCALE[site], basePath: pathname };
}

/**
 * An unprefixed path of a site in one of its languages, with that language's words: ("/premium", "swisshack", "de")
 * → "/de/premium", ("/confidentialite", "swisshack", "de") → "/de/datenschutz".
 */
export function localizedPath(basePath: string, site: SiteId, locale: Locale): string {
  const prefix = PREFIXES.find((entry) => entry.site === site && entry.locale === locale)?.prefix;
  if (!prefix) return basePath;
  if (basePath === "/") return prefix;
  if (basePath.startsWith("/#") || basePath.startsWith("/?")) return `${prefix}${basePath.slice(1)}`;
  const [path, suffix] = splitSuffix(basePath);
  return `${prefix}${localizedSlug(path, site, locale)}${suffix}`;
}

/**
 * The addresses pages had before each language got its own words (field round five), each with where it moved:
 * "/de/confidentialite" → "/de/datenschutz". The server answers them 301.
 */
export const MOVED_PAGE_PATHS: ReadonlyMap<string, string> = new Map(
  PREFIXED.flatMap(({ site, locale, prefix }) =>
    Object.keys(LOCALIZED_SLUGS[site]?.[locale] ?? {}).map(
      (basePath) => [`${prefix}${basePath}`, localizedPath(basePath, site, locale)] as const,
    ),
  ),
);

/** The same page in another language of its site: ("/de/premium", "it") → "/it/premium". */
export function samePageIn(pathname: string, locale: Locale): string {
  const { site, basePath } = pageLanguageOf(pathname);
  return localizedPath(basePath, site, locale);
}

const SITE_PATHS: Record<SiteId, readonly string[]> = { swisshack: SWISSHACK_PATHS, optimaite: OPTIMAITE_PATHS };

/** Every language version of every public page (prerendered, listed in the sitemap). */
export const LOCALIZED_PUBLIC_PATHS: readonly string[] = (["swisshack", "optimaite"] as const).flatMap((site) =>
  PAGE_LOCALES[site].flatMap((locale) => SITE_PATHS[site].map((path) => localizedPath(path, site, locale))),
);

export interface Alternate {
  /** A language tag as hreflang takes it ("de-CH"), or "x-default". */
  hreflang: string;
  path: string;
}

/**
 * The hreflang alternates of a public page: every language version of it, itself included, and x-default (the
 * site's default language). Each version lists the same set, so every alternate points back.
 */
export function alternatesOf(pathname: string): Alternate[] {
  const { site, basePath } = pageLanguageOf(pathname);
  const versions = PAGE_LOCALES[site].map((locale) => ({
    hreflang: LANGUAGE_TAGS[site][locale] ?? locale,
    path: localizedPath(basePath, site, locale),
  }));
  return [...versions, { hreflang: "x-default", path: localizedPath(basePath, site, DEFAULT_LOCALE[site]) }];
}

/**
 * Every other-language copy of the prerendered pages that are not public pages: 404s, the newsletter result, the
 * Premium order's confirmation.
 */
export const LOCALIZED_APP_PATHS: readonly string[] = PREFIXED.flatMap(({ site, locale }) => [
  localizedPath("/404", site, locale),
  ...(site === "swisshack" ? SWISSHACK_APP_PATHS.map((path) => localizedPath(path, site, locale)) : []),
]);

/** Every page to prerender: the default-language ones and every language copy. */
export const ALL_PRERENDERED_PATHS: readonly string[] = [
  ...new Set([...PRERENDERED_PATHS, ...LOCALIZED_PUBLIC_PATHS, ...LOCALIZED_APP_PATHS]),
];

/** The prerendered 404 an unknown path gets: its site's, in the language of its prefix ("/de/xyz" → "/de/404"). */
export function notFoundPageFor(pathname: string): string {
  const { site, locale } = pageLanguageOf(pathname);
  if (locale !== DEFAULT_LOCALE[site]) return localizedPath("/404", site, locale);
  return notFoundPageOf(pathname);
}

import type { SiteId } from "../routes.ts";

/** Every language a page, an email or a document can be in. */
export const LOCALES = ["fr", "de", "it", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** The languages of each site, its default (unprefixed URLs) first. */
export const SITE_LOCALES = {
  swisshack: ["fr", "de", "it"],
  optimaite: ["en", "fr"],
} as const satisfies Record<SiteId, readonly Locale[]>;

export type SwissHackLocale = (typeof SITE_LOCALES.swisshack)[number];
export type OptimaiteLocale = (typeof SITE_LOCALES.optimaite)[number];

export const DEFAULT_LOCALE: Record<SiteId, Locale> = { swisshack: "fr", optimaite: "en" };

/** The language of each site's pages as `<html lang>`, hreflang and Intl know it. */
export const LANGUAGE_TAGS: Record<SiteId, Partial<Record<Locale, string>>> = {
  swisshack: { fr: "fr-CH", de: "de-CH", it: "it-CH" },
  optimaite: { en: "en-US", fr: "fr-CA" },
};

/** Open Graph's `og:locale` of each site's languages. */
export const OG_LOCALES: Record<SiteId, Partial<Record<Locale, string>>> = {
  swisshack: { fr: "fr_CH", de: "de_CH", it: "it_CH" },
  optimaite: { en: "en_US", fr: "fr_CA" },
};

/** What the language switcher shows, each language in its own words. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  en: "English",
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function isSiteLocale(site: SiteId, locale: unknown): locale is Locale {
  return (SITE_LOCALES[site] as readonly unknown[]).includes(locale);
}

/** A stored or sent language, or the site's default when it is missing or not one of the site's. */
export function siteLocaleOr(site: SiteId, locale: unknown): Locale {
  return isSiteLocale(site, locale) ? locale : DEFAULT_LOCALE[site];
}

/** A stored or sent language as an OptimAIte language (its default, English, when OptimAIte does not speak it). */
export const optimaiteLocaleOr = (locale: unknown) => siteLocaleOr("optimaite", locale) as OptimaiteLocale;
/** A sent or stored language of SwissHack, French when missing or not one of the site's. */
export const swissHackLocale = (locale: unknown) => siteLocaleOr("swisshack", locale) as SwissHackLocale;

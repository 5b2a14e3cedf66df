import type { SiteId } from "../routes.ts";
import type { Locale } from "./locales.ts";

/**
 * Each language's own words in its pages' addresses (field round five): the default language's path → this
 * language's, after its prefix ("/confidentialite" is "/de/datenschutz"). A page missing here keeps its default
 * path ("/premium" is "/de/premium"). The old addresses answer 301 (`movedPagePaths`).
 */
export const LOCALIZED_SLUGS: Partial<Record<SiteId, Partial<Record<Locale, Readonly<Record<string, string>>>>>> = {
  swisshack: {
    de: {
      "/confidentialite": "/datenschutz",
      "/mentions-legales": "/impressum",
      "/newsletter/confirmation": "/newsletter/bestaetigung",
      "/premium/commande": "/premium/bestellung",
    },
    it: {
      "/confidentialite": "/privacy",
      "/mentions-legales": "/note-legali",
      "/newsletter/confirmation": "/newsletter/conferma",
      "/premium/commande": "/premium/ordine",
    },
  },
  optimaite: {
    fr: {
      "/privacy": "/confidentialite",
      "/legal-notice": "/mentions-legales",
    },
  },
};

const slugsOf = (site: SiteId, locale: Locale) => LOCALIZED_SLUGS[site]?.[locale] ?? {};

/** "/confidentialite" in German SwissHack → "/datenschutz"; a path without a slug of its own is kept. */
export function localizedSlug(basePath: string, site: SiteId, locale: Locale): string {
  return slugsOf(site, locale)[basePath] ?? basePath;
}

/** The reverse: "/datenschutz" in German SwissHack → "/confidentialite", the page's default path. */
export function defaultSlug(localPath: string, site: SiteId, locale: Locale): string {
  const entry = Object.entries(slugsOf(site, locale)).find(([, local]) => local === localPath);
  return entry?.[0] ?? localPath;
}

/** A path split at its query or anchor: "/premium/commande?order=1" → ["/premium/commande", "?order=1"]. */
export function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

import type { Locale } from "@shared/i18n/locales";
import type { SwissHackShell } from "./catalogues/swisshack-fr";

/**
 * SwissHack's shell (frame and shared words) in a language known only once a page has loaded its data (the private pre-analysis link is
 * one address for every language): fetched on demand, one language only.
 */
export async function swissHackCatalogueIn(locale: Locale): Promise<SwissHackShell> {
  if (locale === "de") return (await import("./catalogues/swisshack-de")).swisshackDe;
  if (locale === "it") return (await import("./catalogues/swisshack-it")).swisshackIt;
  return (await import("./catalogues/swisshack-fr")).swisshackFr;
}

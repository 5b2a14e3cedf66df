import type { OptimaiteLocale } from "@shared/i18n/locales";
import type { OptimaiteShell } from "./catalogues/optimaite-en";

/**
 * OptimAIte's shell (frame and shared words) in a language known only once a page has loaded its data (the demo's
 * private link is one address for every language): fetched on demand, one language only.
 */
export async function optimaiteCatalogueIn(locale: OptimaiteLocale): Promise<OptimaiteShell> {
  if (locale === "fr") return (await import("./catalogues/optimaite-fr")).optimaiteFr;
  return (await import("./catalogues/optimaite-en")).optimaiteEn;
}

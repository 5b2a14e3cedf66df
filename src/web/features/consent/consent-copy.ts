import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { CONSENT_COPY, type ConsentCopy } from "./consent-copy-defaults";

/**
 * The banner's words in a page's site and language: German, Italian and OptimAIte's Quebec French are fetched when
 * the banner is about to show.
 */
export async function consentCopyIn(site: SiteId, locale: Locale): Promise<ConsentCopy> {
  if (site === "optimaite" && locale === "fr") return (await import("./consent-copy-fr-ca")).CONSENT_COPY_FR_CA;
  if (locale === "de") return (await import("./consent-copy-de")).CONSENT_COPY_DE;
  if (locale === "it") return (await import("./consent-copy-it")).CONSENT_COPY_IT;
  return CONSENT_COPY[locale];
}

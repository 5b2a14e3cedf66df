import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import type { ConsentCopy } from "./consent-copy-fr";

/**
 * The banner's words in a page's site and language, fetched when the banner is about to show: a page loads its own
 * language's words and no other's.
 */
export async function consentCopyIn(site: SiteId, locale: Locale): Promise<ConsentCopy> {
  if (site === "optimaite" && locale === "fr") return (await import("./consent-copy-fr-ca")).CONSENT_COPY_FR_CA;
  if (locale === "de") return (await import("./consent-copy-de")).CONSENT_COPY_DE;
  if (locale === "it") return (await import("./consent-copy-it")).CONSENT_COPY_IT;
  if (locale === "en") return (await import("./consent-copy-en")).CONSENT_COPY_EN;
  return (await import("./consent-copy-fr")).CONSENT_COPY_FR;
}

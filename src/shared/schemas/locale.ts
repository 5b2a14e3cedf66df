import { type OptimaiteLocale, SITE_LOCALES, type SwissHackLocale, siteLocaleOr } from "../i18n/locales";
import type { SiteId } from "../routes";
import { z } from "./zod";

type SiteLocale<S extends SiteId> = S extends "swisshack" ? SwissHackLocale : OptimaiteLocale;

/** "de-CH" → "de": the language of a sent tag, lower case. */
const languageOf = (tag: string | undefined) => tag?.trim().split(/[-_]/)[0]?.toLowerCase();

/**
 * The `locale` a form sends: one of the site's languages ("de" or "de-CH" on SwissHack), and the site's default when
 * it is missing or not one of the site's ("it" on OptimAIte is English): a form never fails over its language.
 */
export const siteLocaleField = <S extends SiteId>(site: S) =>
  z
    .string()
    .max(35)
    .optional()
    .transform((value) => siteLocaleOr(site, languageOf(value)) as SiteLocale<S>)
    .meta({
      description: `The page's language (${SITE_LOCALES[site].join(", ")}); any other value or none means ${SITE_LOCALES[site][0]}`,
    });

import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import type { BlogLocale } from "./blog-reader";

/**
 * A post's publication day in its language, as Zurich's calendar has it ("27 novembre 2026"). Written by the server
 * into the page's data: built in the browser, the first date formatter with a time zone is a 250 ms task at 4x CPU
 * while the page hydrates (decision 0038).
 */
export function publicationDay(iso: string, locale: BlogLocale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS.swisshack[locale], {
    dateStyle: "long",
    timeZone: "Europe/Zurich",
  }).format(new Date(iso));
}

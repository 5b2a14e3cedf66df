import type { BlogLocale } from "@shared/blog/blog-reader";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";

/** A post's publication day in its language, as Zurich's calendar has it ("27 novembre 2026"). */
export function PostDate({ iso, locale }: { iso: string; locale: BlogLocale }) {
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS.swisshack[locale], {
    dateStyle: "long",
    timeZone: "Europe/Zurich",
  }).format(new Date(iso));
  return <time dateTime={iso}>{day}</time>;
}

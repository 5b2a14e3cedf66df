import { formatChfIn, formatPercentIn, formatWholeNumber } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import type { CivilDate } from "@shared/pre-analysis/civil-date";

const DATE_TAGS: Record<Locale, string> = { fr: "fr-CH", de: "de-CH", it: "it-CH", en: "en-US" };

/** The number, percentage and date format of one language, for an intent's wording. */
export function localeFormat(locale: Locale) {
  return {
    chf: (amount: number) => formatChfIn(amount, locale),
    number: (value: number) => formatWholeNumber(value, locale),
    percent: (rate: number) => formatPercentIn(rate, locale),
    /** "Montag, 30. November 2026", "lunedì 30 novembre 2026" (Italian sets no comma after the weekday). */
    date: ({ year, month, day }: CivilDate, withWeekday = false) =>
      new Intl.DateTimeFormat(DATE_TAGS[locale], {
        ...(withWeekday ? { weekday: "long" } : {}),
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })
        .format(new Date(Date.UTC(year, month - 1, day)))
        .replace(locale === "it" ? /,/ : /$^/, ""),
    /** "A, B und C", "A, B e C". */
    list: (items: readonly string[], and: string) =>
      items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`,
  };
}

import { groupThousands, minusSign } from "../number-format.ts";
import type { Locale } from "./locales.ts";

const NBSP = "\u00a0";

/**
 * One number format per language. French keeps the project's no-break space (U+00A0, which every PDF font renders,
 * unlike Intl's narrow one); German and Italian Switzerland write the apostrophe: CHF 7'258.
 */
const THOUSANDS: Record<Locale, string> = { fr: NBSP, de: "'", it: "'", en: "," };
const DECIMAL: Record<Locale, string> = { fr: ",", de: ".", it: ".", en: "." };

/** "7 258" (fr), "7'258" (de, it), "7,258" (en): whole numbers. */
export function formatWholeNumber(value: number, locale: Locale): string {
  return `${minusSign(value)}${groupThousands(value, THOUSANDS[locale])}`;
}

/** "CHF 7 258" (fr), "CHF 7'258" (de, it). */
export function formatChfIn(amount: number, locale: Locale): string {
  return `CHF${NBSP}${formatWholeNumber(amount, locale)}`;
}

/** 0.499 → "49,9 %" (fr), "49.9 %" (de, it), "49.9%" (en). */
export function formatPercentIn(rate: number, locale: Locale): string {
  const percent = String(Math.round(rate * 10000) / 100).replace(".", DECIMAL[locale]);
  return locale === "en" ? `${percent}%` : `${percent}${NBSP}%`;
}

const DATE_TAGS: Record<Locale, string> = { fr: "fr-CH", de: "de-CH", it: "it-CH", en: "en-US" };

/** "25 novembre 2026", "25. November 2026", "25 novembre 2026", "November 25, 2026". */
export function formatLongDate(date: Date, locale: Locale, timeZone = "Europe/Zurich"): string {
  return new Intl.DateTimeFormat(DATE_TAGS[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(date);
}

/** "$1,234" (en), "1 234 $" (fr, as fr-CA writes dollars): US dollars rounded to whole ones. */
export function formatUsdIn(amount: number, locale: Locale): string {
  if (locale === "en") return `${minusSign(amount)}$${groupThousands(amount, ",")}`;
  return `${formatWholeNumber(amount, locale)}${NBSP}$`;
}

/** Centimes as francs with their two decimals: "CHF 44,21" (fr), "CHF 44.21" (de, it, en), thousands grouped. */
export function formatCentimesIn(centimes: number, locale: Locale): string {
  const francs = Math.trunc(centimes / 100);
  const rest = String(Math.abs(centimes % 100)).padStart(2, "0");
  return `${formatChfIn(francs, locale)}${DECIMAL[locale]}${rest}`;
}

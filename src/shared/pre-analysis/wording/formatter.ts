import { formatChfIn, formatPercentIn, formatWholeNumber } from "../../i18n/format";
import type { SwissHackLocale } from "../../i18n/locales";
import { formatDateFr, parseIsoDate } from "../civil-date";
import {
  formatChf,
  formatChfDifference,
  formatChfRange,
  formatNumber,
  formatPercent,
  formatPercentRange,
  NBSP,
  type Range,
} from "../format";

/** Amounts, percentages and dates as one language writes them: the document's texts use nothing else. */
export interface Formatter {
  /** "CHF 7 258" (fr), "CHF 7'258" (de, it) */
  chf(amount: number): string;
  /** "+ CHF 370", "- CHF 540" or "CHF 0" */
  chfDifference(amount: number): string;
  /** "CHF 1 100 – 2 200" */
  chfRange(range: Range): string;
  /** "20 %", "49,9 %" (fr), "49.9 %" (de, it) */
  percent(rate: number): string;
  /** "10 – 20 %" */
  percentRange(range: Range): string;
  /** "7 258", "7'258" */
  number(value: number): string;
  /** An ISO day in words: "1er janvier 2027", "1. Januar 2027", "1° gennaio 2027"; with the weekday too. */
  date(iso: string, withWeekday?: boolean): string;
}

const french: Formatter = {
  chf: formatChf,
  chfDifference: formatChfDifference,
  chfRange: formatChfRange,
  percent: formatPercent,
  percentRange: formatPercentRange,
  number: formatNumber,
  date: (iso, withWeekday = false) => formatDateFr(parseIsoDate(iso), withWeekday),
};

const CALENDAR = {
  de: {
    months: [
      "Januar",
      "Februar",
      "März",
      "April",
      "Mai",
      "Juni",
      "Juli",
      "August",
      "September",
      "Oktober",
      "November",
      "Dezember",
    ],
    weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    day: (day: number) => `${day}.`,
    weekday: (weekday: string, date: string) => `${weekday}, ${date}`,
  },
  it: {
    months: [
      "gennaio",
      "febbraio",
      "marzo",
      "aprile",
      "maggio",
      "giugno",
      "luglio",
      "agosto",
      "settembre",
      "ottobre",
      "novembre",
      "dicembre",
    ],
    weekdays: ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
    day: (day: number) => (day === 1 ? "1°" : String(day)),
    weekday: (weekday: string, date: string) => `${weekday} ${date}`,
  },
} as const;

function swissFormatter(locale: "de" | "it"): Formatter {
  const calendar = CALENDAR[locale];
  const chf = (amount: number) => formatChfIn(amount, locale);
  const percent = (rate: number) => formatPercentIn(rate, locale);
  return {
    chf,
    chfDifference(amount) {
      const rounded = Math.round(amount);
      if (rounded === 0) return chf(0);
      return `${rounded > 0 ? "+" : "-"}${NBSP}${chf(Math.abs(rounded))}`;
    },
    chfRange: ({ low, high }) => `${chf(low)} – ${formatWholeNumber(high, locale)}`,
    percent,
    percentRange: ({ low, high }) => `${percent(low).replace(`${NBSP}%`, "")} – ${percent(high)}`,
    number: (value) => formatWholeNumber(value, locale),
    date(iso, withWeekday = false) {
      const { year, month, day } = parseIsoDate(iso);
      const text = `${calendar.day(day)} ${calendar.months[month - 1]} ${year}`;
      if (!withWeekday) return text;
      const weekday = calendar.weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "";
      return calendar.weekday(weekday, text);
    },
  };
}

const FORMATTERS: Record<SwissHackLocale, Formatter> = {
  fr: french,
  de: swissFormatter("de"),
  it: swissFormatter("it"),
};

export const formatterFor = (locale: SwissHackLocale): Formatter => FORMATTERS[locale];

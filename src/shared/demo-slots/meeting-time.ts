import type { OptimaiteLocale } from "../i18n/locales";

const DAY = { weekday: "long", month: "long", day: "numeric", year: "numeric" } as const;
const CLOCK = { hour: "numeric", minute: "2-digit" } as const;

/** fr-CA pads the hour ("09 h 05"); the OQLF writes "9 h 05". */
function quebecTime(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat("fr-CA", { ...options, ...CLOCK, timeZone })
    .formatToParts(at)
    .map((part) => (part.type === "hour" ? String(Number(part.value)) : part.value))
    .join("");
}

/**
 * "heure de l'Est", "Eastern Time": a zone's generic name in a language, in words, with the apostrophe of the sites'
 * texts (Intl writes ’, and the sentence around it '); the identifier when the language has no name for it.
 */
export function genericZoneName(timeZone: string, languageTag: string, at: Date = new Date()): string {
  const name = new Intl.DateTimeFormat(languageTag, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name ? name.replaceAll("’", "'") : timeZone.replaceAll("_", " ");
}

/**
 * A meeting's start as its reader sees it in their zone, in an OptimAIte language: SPEC's English "Thursday,
 * December 3, 2026 at 2:30 PM EST", or Quebec French "jeudi 3 décembre 2026 à 14 h 30 (heure de l'Est)" (the
 * sentence around it says "le", "du" or "au").
 */
export function formatMeetingTime(start: string | Date, timeZone: string, locale: OptimaiteLocale = "en"): string {
  const at = new Date(start);
  if (locale === "fr") {
    const when = quebecTime(at, timeZone, DAY);
    return `${when} (${genericZoneName(timeZone, "fr-CA", at)})`;
  }
  return new Intl.DateTimeFormat("en-US", { ...DAY, ...CLOCK, timeZone, timeZoneName: "short" }).format(at);
}

/** A meeting's length in whole minutes, from its start and end (the invite's DTSTART and DTEND). */
export const meetingMinutes = (start: string | Date, end: string | Date) =>
  Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);

/** "9:00 AM" ("9 h 00" in Quebec French): a slot's start in the dialog's list. */
export function formatSlotTime(start: string, timeZone: string, locale: OptimaiteLocale = "en"): string {
  if (locale === "fr") return quebecTime(new Date(start), timeZone, {});
  return new Intl.DateTimeFormat("en-US", { ...CLOCK, timeZone }).format(new Date(start));
}

/** Calendar dates without time of day, as lived in Switzerland, and their French wording. */

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const SWISS_TIME_ZONE = "Europe/Zurich";

/** The Swiss calendar date of an instant (a request at 00:30 in Geneva belongs to that day, not to UTC's). */
export function swissDate(instant: Date): CivilDate {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: SWISS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

export function toIsoDate({ year, month, day }: CivilDate): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function compareDates(a: CivilDate, b: CivilDate): number {
  return toIsoDate(a).localeCompare(toIsoDate(b));
}

/** 0 = Sunday … 6 = Saturday */
function dayOfWeek({ year, month, day }: CivilDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The last Monday-to-Friday of a month; public holidays are not taken into account. */
export function lastWorkingDayOfMonth(year: number, month: number): CivilDate {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let date: CivilDate = { year, month, day: lastDay };
  while (dayOfWeek(date) === 0 || dayOfWeek(date) === 6) date = { ...date, day: date.day - 1 };
  return date;
}

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];

/** "1er janvier 2027", "30 novembre 2026"; with the weekday: "lundi 30 novembre 2026". */
export function formatDateFr(date: CivilDate, withWeekday = false): string {
  const text = `${date.day === 1 ? "1er" : date.day} ${MONTHS[date.month - 1]} ${date.year}`;
  return withWeekday ? `${WEEKDAYS[dayOfWeek(date)]} ${text}` : text;
}

export function parseIsoDate(iso: string): CivilDate {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}

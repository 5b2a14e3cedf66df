/**
 * Calendar days and hours in Zurich, where the owner works (the server may run in UTC): the cockpit's counters,
 * periods and digest all count Zurich days, whose length is 23 or 25 hours on the days the clocks change.
 */
export const ZURICH = "Europe/Zurich";

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: ZURICH });
const hourFormat = new Intl.DateTimeFormat("en-GB", { timeZone: ZURICH, hour: "2-digit", hourCycle: "h23" });

/** The Zurich calendar day of an instant, "YYYY-MM-DD". */
export function zurichDay(now: Date): string {
  return dayFormat.format(now);
}

const minuteFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: ZURICH,
  dateStyle: "short",
  timeStyle: "short",
});

/** The Zurich wall-clock time of an instant, "YYYY-MM-DD HH:MM" (which spreadsheets read as a date and time). */
export function zurichDateTime(at: Date): string {
  return minuteFormat.format(at);
}

export function zurichHour(now: Date): number {
  return Number(hourFormat.format(now));
}

/** The calendar day `days` after `day` (before when negative): "2026-11-23", -1 → "2026-11-22". */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const dayBefore = (day: string) => addDays(day, -1);

/** Midnight in Zurich at the start of `day`, as an instant (CET or CEST, whichever applies). */
export function zurichMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Zurich is UTC+1 or UTC+2: its midnight is the earlier of the two candidates whose Zurich date is `day`.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    if (zurichDay(candidate) === day && zurichHour(candidate) === 0) return candidate;
  }
  return new Date(utcMidnight - 3_600_000);
}

/** Zurich days from `from` to `to`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` Zurich days, today included. */
export function lastZurichDays(days: number, now: Date): DayRange {
  const to = zurichDay(now);
  return { from: addDays(to, 1 - days), to };
}

/** The instants of a range of Zurich days: [midnight starting `from`, midnight ending `to`). */
export function zurichBounds(range: DayRange): [Date, Date] {
  return [zurichMidnight(range.from), zurichMidnight(addDays(range.to, 1))];
}

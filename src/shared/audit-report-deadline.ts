import { zurichInstant, zurichWallClock } from "./blog/zurich-wall-clock";
import { REPORT_PROMISED_WITHIN_HOURS } from "./schemas/audit-report";

// How the promised "rapport sous 48 h" is counted (decision 0041): 48 clock hours from the request's creation,
// nights, weekends and holidays included, as the copy promises them. The admin's list, the overview and the daily
// digest all read it here, so they say the same thing.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The moment the report is due: 48 hours after the request was created. */
export function reportDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REPORT_PROMISED_WITHIN_HOURS * HOUR_MS);
}

/** The end of `now`'s Zurich day: the next midnight in Zurich (CET or CEST, whichever applies). */
export function endOfZurichDay(now: Date): Date {
  const today = zurichWallClock(now).slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  // Midnight exists every day in Zurich: the clocks change at 02:00 and 03:00.
  return zurichInstant(`${tomorrow}T00:00`) as Date;
}

/** Where a report without a sent report stands at `now`. */
export interface ReportDeadline {
  due: Date;
  overdue: boolean;
  /** Whole hours left (rounded down) while not overdue; whole hours past due (rounded down) once overdue. */
  hours: number;
  /** Not overdue yet, and due before the end of today in Zurich. */
  dueToday: boolean;
}

export function reportDeadline(createdAt: Date, now: Date): ReportDeadline {
  const due = reportDueAt(createdAt);
  const overdue = due.getTime() <= now.getTime();
  const hours = Math.floor(Math.abs(due.getTime() - now.getTime()) / HOUR_MS);
  return { due, overdue, hours, dueToday: !overdue && due.getTime() < endOfZurichDay(now).getTime() };
}

/**
 * The creation times that bound each state at `now`, for the database's reads: a request created at or before
 * `overdueUpTo` is overdue; one created after it and before `dueTodayBefore` is due today.
 */
export function deadlineBounds(now: Date): { overdueUpTo: Date; dueTodayBefore: Date } {
  const window = REPORT_PROMISED_WITHIN_HOURS * HOUR_MS;
  return {
    overdueUpTo: new Date(now.getTime() - window),
    dueTodayBefore: new Date(endOfZurichDay(now).getTime() - window),
  };
}

/** The back office's languages for these words (the admin's and the digest's). */
export type DeadlineLanguage = "fr" | "en";

const WORDS: Record<DeadlineLanguage, { left: (h: number) => string; overdue: (h: number) => string }> = {
  fr: {
    left: (h) => (h < 1 ? "moins d'1 h restante" : `${h} h restante${h > 1 ? "s" : ""}`),
    overdue: (h) => (h < 1 ? "en retard de moins d'1 h" : `en retard de ${h} h`),
  },
  en: {
    left: (h) => (h < 1 ? "less than 1 h left" : `${h} h left`),
    overdue: (h) => (h < 1 ? "overdue by less than 1 h" : `overdue by ${h} h`),
  },
};

/** "47 h left" / "overdue by 3 h" ("47 h restantes" / "en retard de 3 h"): the same words on every screen. */
export function describeDeadline(deadline: ReportDeadline, language: DeadlineLanguage): string {
  const words = WORDS[language];
  return deadline.overdue ? words.overdue(deadline.hours) : words.left(deadline.hours);
}

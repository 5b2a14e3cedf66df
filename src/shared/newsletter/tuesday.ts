import { TZDate } from "@date-fns/tz";

// The newsletter goes out on Tuesday mornings, Zurich time (the landing page's promise).

export const ZURICH = "Europe/Zurich";
export const DEFAULT_SEND_TIME = "08:00";
/** A morning ends at noon: a time from 12:00 on is refused. */
const MORNING_ENDS = 12;
const TUESDAY = 2;

/** The instant of a Zurich wall-clock time on a day ("2026-11-24", "08:00"). */
export function zurichInstant(day: string, time: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, ZURICH).getTime());
}

const weekdayName = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/** What is wrong with a send time, in words the owner reads; null when it is a future Tuesday morning. */
export function scheduleProblem(
  day: string,
  time: string,
  now: Date,
): { field: "day" | "time"; message: string } | null {
  const calendar = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(calendar.getTime()) || calendar.toISOString().slice(0, 10) !== day) {
    return { field: "day", message: `${day} is not a date` };
  }
  if (calendar.getUTCDay() !== TUESDAY) {
    return { field: "day", message: `The newsletter goes out on Tuesdays: ${day} is a ${weekdayName(day)}` };
  }
  if (Number(time.slice(0, 2)) >= MORNING_ENDS) {
    return { field: "time", message: "Choose a morning time, before 12:00 (Zurich time)" };
  }
  if (zurichInstant(day, time).getTime() <= now.getTime()) {
    return { field: "day", message: `${day} at ${time} (Zurich time) is in the past: choose a later Tuesday` };
  }
  return null;
}

/** The next Tuesday at 08:00 in Zurich that is still to come: the form's default. */
export function nextTuesdayMorning(now: Date): { day: string; time: string } {
  const today = new TZDate(now, ZURICH);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const candidate = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + ahead, 8, 0, ZURICH);
    const day = `${candidate.getFullYear()}-${String(candidate.getMonth() + 1).padStart(2, "0")}-${String(candidate.getDate()).padStart(2, "0")}`;
    if (!scheduleProblem(day, DEFAULT_SEND_TIME, now)) return { day, time: DEFAULT_SEND_TIME };
  }
  throw new Error("no Tuesday within a week");
}

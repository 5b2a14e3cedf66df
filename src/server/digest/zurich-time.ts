/** Calendar days and hours in Zurich, where the owner works (the server may run in UTC). */
const DAY_MS = 86_400_000;

export function zurichDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(now);
}

export function zurichHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zurich", hour: "2-digit", hourCycle: "h23" }).format(now),
  );
}

/** The day before `day` ("2026-11-23" → "2026-11-22"). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

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

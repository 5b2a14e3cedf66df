// The admin schedules posts in Zurich time, whatever the browser's or the server's zone: "2026-12-01T08:00" here
// means 08:00 on the owner's wall clock (CET or CEST, whichever applies that day).

const ZURICH = "Europe/Zurich";
const WALL_CLOCK = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/;

const format = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZURICH,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as Zurich's wall clock, "YYYY-MM-DDTHH:mm" (what a date and a time input show). */
export function zurichWallClock(at: Date): string {
  const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * The instant of a Zurich wall-clock time; undefined for a malformed one or one that does not exist (the hour the
 * clocks skip in March). The hour that happens twice in October is taken the first time.
 */
export function zurichInstant(wallClock: string): Date | undefined {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  // Zurich is UTC+2 in summer, UTC+1 in winter: the first candidate that reads back the same is the time meant.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (zurichWallClock(candidate) === wallClock) return candidate;
  }
  return undefined;
}

import { TZDate } from "@date-fns/tz";
import type { Availability } from "@shared/demo-slots/availability";
import { addDays, addHours, format, getISODay } from "date-fns";

/** A time span: a slot offered, or a meeting already booked. */
export interface Interval {
  start: Date;
  end: Date;
}

/** A booked meeting; `blockedUntil`, when given, is the end of the buffer it was booked with. */
export interface BusyInterval extends Interval {
  blockedUntil?: Date;
}

/** The wall-clock time "09:00" of a calendar day in a zone, as an instant (@date-fns/tz resolves DST). */
function wallClock(day: TZDate, time: string, timeZone: string): TZDate {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, timeZone);
}

const MINUTE = 60_000;

/**
 * True when [start, end) widened by the buffer on both sides meets a booked meeting, or starts inside the buffer a
 * meeting was booked with (`blocks`: the later of its end plus today's buffer and its blocked_until). Booked
 * meetings and their buffers never overlap (the database refuses it), so sorted by start they are sorted by
 * `blocks` too: a binary search finds the first one blocking past the slot's start, and the slot collides when that
 * one starts before the widened end.
 */
function collides(start: number, end: number, busy: { start: number; blocks: number }[], bufferMs: number): boolean {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((busy[middle] as { blocks: number }).blocks <= start) low = middle + 1;
    else high = middle;
  }
  const next = busy[low];
  return next !== undefined && next.start < end + bufferMs;
}

/**
 * The slots the team offers from `now`: each working day's hours in the team's zone cut into slots of the chosen
 * length, without days off, slots that start before the minimum notice (a slot exactly at the notice is offered)
 * or after the horizon, and slots that come within the buffer of a booked meeting. `busy` must be sorted by start.
 * @date-fns/tz turns each day's opening and closing wall-clock times into instants (DST included); the slots are
 * then cut in real minutes between the two, so a day that changes clocks keeps whole slots.
 */
export function generateSlots(availability: Availability, busy: BusyInterval[], now: Date): Interval[] {
  const { timeZone } = availability;
  const slotMs = availability.slotMinutes * MINUTE;
  const bufferMs = availability.bufferMinutes * MINUTE;
  const earliest = addHours(now, availability.minNoticeHours).getTime();
  const latest = addDays(now, availability.horizonDays).getTime();
  const daysOff = new Set(availability.daysOff);
  const taken = busy.map((meeting) => ({
    start: meeting.start.getTime(),
    blocks: Math.max(meeting.end.getTime() + bufferMs, meeting.blockedUntil?.getTime() ?? 0),
  }));
  const slots: Interval[] = [];
  const today = new TZDate(now, timeZone);
  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const day = addDays(today, offset);
    if (daysOff.has(format(day, "yyyy-MM-dd"))) continue;
    const hours = availability.weeklyHours[String(getISODay(day)) as keyof Availability["weeklyHours"]] ?? [];
    for (const range of hours) {
      const close = wallClock(day, range.end, timeZone).getTime();
      for (let start = wallClock(day, range.start, timeZone).getTime(); start + slotMs <= close; start += slotMs) {
        if (start < earliest || start >= latest || collides(start, start + slotMs, taken, bufferMs)) continue;
        slots.push({ start: new Date(start), end: new Date(start + slotMs) });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export interface SlotDay {
  /** The day in the person's time zone, "2026-11-30". */
  date: string;
  slots: { start: string; end: string }[];
}

/** The slots grouped by the person's calendar day, in their time zone (a slot at 23:30 in New York is Tokyo's next day). */
export function groupSlotsByDay(slots: Interval[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const date = format(new TZDate(slot.start, timeZone), "yyyy-MM-dd");
    let day = days.get(date);
    if (!day) {
      day = { date, slots: [] };
      days.set(date, day);
    }
    day.slots.push({ start: slot.start.toISOString(), end: slot.end.toISOString() });
  }
  return [...days.values()];
}

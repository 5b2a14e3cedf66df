import { TZDate } from "@date-fns/tz";
import { addDays, addHours, addMinutes, format, getISODay } from "date-fns";
import type { Availability } from "../../shared/demo-slots/availability";

/** A time span: a slot offered, or a meeting already booked. */
export interface Interval {
  start: Date;
  end: Date;
}

/** The wall-clock time "09:00" of a calendar day in a zone, as an instant (@date-fns/tz resolves DST). */
function wallClock(day: TZDate, time: string, timeZone: string): TZDate {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, timeZone);
}

/** True when [start, end) widened by the buffer on both sides meets a busy interval (busy is sorted by start). */
function collides(slot: Interval, busy: Interval[], bufferMinutes: number): boolean {
  const from = addMinutes(slot.start, -bufferMinutes).getTime();
  const to = addMinutes(slot.end, bufferMinutes).getTime();
  // Booked meetings never overlap (the database refuses it), so sorted by start they are sorted by end too: a binary
  // search finds the first one ending after `from`, and the slot collides when that one starts before `to`.
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((busy[middle] as Interval).end.getTime() <= from) low = middle + 1;
    else high = middle;
  }
  const next = busy[low];
  return next !== undefined && next.start.getTime() < to;
}

/**
 * The slots the team offers from `now`: each working day's hours in the team's zone cut into slots of the chosen
 * length (stepped in real minutes, so a day that changes clocks keeps whole slots), without days off, slots that
 * start before the minimum notice (a slot exactly at the notice is offered) or after the horizon, and slots that
 * come within the buffer of a booked meeting. `busy` must be sorted by start.
 */
export function generateSlots(availability: Availability, busy: Interval[], now: Date): Interval[] {
  const { timeZone, slotMinutes, bufferMinutes } = availability;
  const earliest = addHours(now, availability.minNoticeHours).getTime();
  const latest = addDays(now, availability.horizonDays).getTime();
  const daysOff = new Set(availability.daysOff);
  const slots: Interval[] = [];
  const today = new TZDate(now, timeZone);
  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const day = addDays(today, offset);
    if (daysOff.has(format(day, "yyyy-MM-dd"))) continue;
    const hours = availability.weeklyHours[String(getISODay(day)) as keyof Availability["weeklyHours"]] ?? [];
    for (const range of hours) {
      const close = wallClock(day, range.end, timeZone).getTime();
      for (
        let start: Date = wallClock(day, range.start, timeZone);
        addMinutes(start, slotMinutes).getTime() <= close;
        start = addMinutes(start, slotMinutes)
      ) {
        if (start.getTime() < earliest || start.getTime() >= latest) continue;
        const slot = { start: new Date(start.getTime()), end: new Date(addMinutes(start, slotMinutes).getTime()) };
        if (!collides(slot, busy, bufferMinutes)) slots.push(slot);
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

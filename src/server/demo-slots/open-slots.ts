import type { Availability } from "@shared/demo-slots/availability";
import type { SlotDays } from "@shared/schemas/demo-slots";
import { addDays, addMinutes } from "date-fns";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { demoMeetings } from "../db/schema";
import { loadAvailability } from "./availability-store";
import { type BusyInterval, generateSlots, groupSlotsByDay, type Interval } from "./slot-generation";

type Reader = Pick<Db, "select">;

/**
 * Booked meetings that could touch a slot between `from` and `to` (the buffer widens the window), by start, with
 * the end of the time each blocks (blocked_until is never before ends_at).
 */
export async function busyIntervals(db: Reader, from: Date, to: Date, bufferMinutes: number): Promise<BusyInterval[]> {
  return db
    .select({ start: demoMeetings.startsAt, end: demoMeetings.endsAt, blockedUntil: demoMeetings.blockedUntil })
    .from(demoMeetings)
    .where(
      and(
        eq(demoMeetings.status, "booked"),
        gt(demoMeetings.blockedUntil, addMinutes(from, -bufferMinutes)),
        lt(demoMeetings.startsAt, addMinutes(to, bufferMinutes)),
      ),
    )
    .orderBy(asc(demoMeetings.startsAt));
}

export interface OpenSlots {
  availability: Availability;
  slots: Interval[];
}

/** The slots open now, with the availability they come from. */
export async function openSlots(db: Reader, now: Date): Promise<OpenSlots> {
  const availability = await loadAvailability(db);
  // The horizon counts from now, so nothing starts later than a day past it.
  const busy = await busyIntervals(db, now, addDays(now, availability.horizonDays + 1), availability.bufferMinutes);
  return { availability, slots: generateSlots(availability, busy, now) };
}

/** Open slots grouped by day in a time zone. */
export const slotDaysOf = ({ availability, slots }: OpenSlots, timeZone: string): SlotDays => ({
  timeZone,
  slotMinutes: availability.slotMinutes,
  days: groupSlotsByDay(slots, timeZone),
});

/** The open slots now, afresh, grouped by day in the person's time zone (the team's when none is given). */
export async function openSlotDays(db: Reader, now: Date, timeZone?: string): Promise<SlotDays> {
  const open = await openSlots(db, now);
  return slotDaysOf(open, timeZone ?? open.availability.timeZone);
}

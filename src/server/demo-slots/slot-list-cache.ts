import type { SlotDays } from "@shared/schemas/demo-slots";
import type { Db } from "../db/client";
import { type OpenSlots, openSlots, slotDaysOf } from "./open-slots";

/**
 * How long an instance answers the slot list it computed: the list is read far more often than slots change.
 * A change made on this instance clears it at once (forgetOpenSlots after the commit); one made on another shows
 * within this delay. Booking never trusts the list: it checks the slot afresh and the database's constraint decides.
 */
export const SLOT_LIST_CACHE_MS = 1_000;

interface Entry {
  at: number;
  list: Promise<OpenSlots>;
  /** The list grouped by day, per time zone asked. */
  byZone: Map<string, SlotDays>;
}

const cache = new WeakMap<object, Entry>();

function entryFor(db: Pick<Db, "select">, now: Date): Entry {
  const cached = cache.get(db);
  const age = now.getTime() - (cached?.at ?? 0);
  if (cached && age >= 0 && age < SLOT_LIST_CACHE_MS) return cached;
  const entry: Entry = { at: now.getTime(), list: openSlots(db, now), byZone: new Map() };
  cache.set(db, entry);
  entry.list.catch(() => cache.delete(db));
  return entry;
}

/** The open slots grouped by day in `timeZone`, computed at most once a second per instance (readers share it). */
export async function cachedSlotDays(db: Pick<Db, "select">, now: Date, timeZone?: string): Promise<SlotDays> {
  const entry = entryFor(db, now);
  const open = await entry.list;
  const zone = timeZone ?? open.availability.timeZone;
  let days = entry.byZone.get(zone);
  if (!days) {
    days = slotDaysOf(open, zone);
    entry.byZone.set(zone, days);
  }
  return days;
}

/** After a booking, a move, a cancellation, an outcome or new hours committed on this instance. */
export function forgetOpenSlots(db: object): void {
  cache.delete(db);
}

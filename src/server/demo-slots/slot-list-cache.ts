import type { Db } from "../db/client";
import { type OpenSlots, openSlots } from "./open-slots";

/**
 * How long an instance answers the slot list it computed: the list page is read far more often than slots change.
 * A change made on this instance clears it at once (forgetOpenSlots after the commit); one made on another shows
 * within this delay. Booking never trusts the list: it checks the slot afresh and the database's constraint decides.
 */
export const SLOT_LIST_CACHE_MS = 1_000;

const cache = new WeakMap<object, { at: number; list: Promise<OpenSlots> }>();

/** The open slots, computed at most once a second per instance (concurrent readers share one computation). */
export function cachedOpenSlots(db: Pick<Db, "select">, now: Date): Promise<OpenSlots> {
  const cached = cache.get(db);
  if (cached && now.getTime() - cached.at < SLOT_LIST_CACHE_MS && now.getTime() >= cached.at) return cached.list;
  const list = openSlots(db, now);
  cache.set(db, { at: now.getTime(), list });
  list.catch(() => cache.delete(db));
  return list;
}

/** After a booking, a move, a cancellation, an outcome or new hours committed on this instance. */
export function forgetOpenSlots(db: object): void {
  cache.delete(db);
}

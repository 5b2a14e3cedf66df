import {
  type Availability,
  DEFAULT_AVAILABILITY,
  storedAvailabilitySchema,
  withMergedRanges,
} from "@shared/demo-slots/availability";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { demoAvailability } from "../db/schema";

const TEAM = "team";
/** How long an instance reuses the settings it read: another instance's save shows within this delay. */
export const AVAILABILITY_CACHE_MS = 5_000;

type Reader = Pick<Db, "select">;
const cache = new WeakMap<object, { at: number; settings: Availability }>();

async function readAvailability(db: Reader): Promise<Availability> {
  const [row] = await db.select().from(demoAvailability).where(eq(demoAvailability.id, TEAM));
  const stored = row ? storedAvailabilitySchema.safeParse(row.settings) : undefined;
  return stored?.success ? withMergedRanges(stored.data) : DEFAULT_AVAILABILITY;
}

/**
 * The team's availability: the stored row, or the defaults while the owner has saved none. Read at most every
 * few seconds per database handle (the slots endpoint is the hot path); this instance's own save is seen at once.
 */
export async function loadAvailability(db: Reader): Promise<Availability> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < AVAILABILITY_CACHE_MS) return cached.settings;
  const settings = await readAvailability(db);
  cache.set(db, { at: Date.now(), settings });
  return settings;
}

export async function saveAvailability(db: Db, settings: Availability): Promise<void> {
  await db
    .insert(demoAvailability)
    .values({ id: TEAM, settings })
    .onConflictDoUpdate({ target: demoAvailability.id, set: { settings, updatedAt: new Date() } });
  cache.set(db, { at: Date.now(), settings });
}

import { eq } from "drizzle-orm";
import { type Availability, availabilitySchema, DEFAULT_AVAILABILITY } from "../../shared/demo-slots/availability";
import type { Db } from "../db/client";
import { demoAvailability } from "../db/schema";

const TEAM = "team";

/** The team's availability: the stored row, or the defaults while the owner has saved none. */
export async function loadAvailability(db: Pick<Db, "select">): Promise<Availability> {
  const [row] = await db.select().from(demoAvailability).where(eq(demoAvailability.id, TEAM));
  const stored = row ? availabilitySchema.safeParse(row.settings) : undefined;
  return stored?.success ? stored.data : DEFAULT_AVAILABILITY;
}

export async function saveAvailability(db: Db, settings: Availability): Promise<void> {
  await db
    .insert(demoAvailability)
    .values({ id: TEAM, settings })
    .onConflictDoUpdate({ target: demoAvailability.id, set: { settings, updatedAt: new Date() } });
}

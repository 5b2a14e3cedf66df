import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { visitDailyStats, websiteVisits } from "../db/schema";
import type { NewVisit } from "./visit-rows";

type Writer = Pick<Db, "insert" | "transaction">;

/** The daily counters a batch of visits adds: per UTC day, page (without its query) and country. */
export function dailyCounts(rows: NewVisit[]) {
  const counts = new Map<string, { day: string; pagePath: string; countryName: string; visits: number }>();
  for (const row of rows) {
    const day = (row.visitTimestamp ?? new Date()).toISOString().slice(0, 10);
    const pagePath = row.pagePath.split("?")[0] || "/";
    const countryName = row.countryName ?? "";
    const key = `${day}\u0000${pagePath}\u0000${countryName}`;
    const entry = counts.get(key) ?? { day, pagePath, countryName, visits: 0 };
    entry.visits += 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
}

/** Stores visits and their daily counters in one transaction, so the overview never disagrees with the visits. */
export async function insertVisits(db: Writer, rows: NewVisit[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(websiteVisits).values(rows);
    await tx
      .insert(visitDailyStats)
      .values(dailyCounts(rows))
      .onConflictDoUpdate({
        target: [visitDailyStats.day, visitDailyStats.pagePath, visitDailyStats.countryName],
        set: { visits: sql`${visitDailyStats.visits} + excluded.visits` },
      });
  });
}

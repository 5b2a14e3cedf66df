import { desc, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditRequests, contactForm, demoBookings, visitDailyStats } from "../db/schema";

export interface Overview {
  visitsPerDay: { day: string; visits: number }[];
  topPages: { path: string; visits: number }[];
  topCountries: { country: string; visits: number }[];
  leadsPerWeek: { week: string; leads: number }[];
}

/** The admin's small dashboard: visits per day over 30 days, top pages and countries, leads per week. */
export async function loadOverview(db: Db, now = new Date()): Promise<Overview> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  // The daily counters (maintained with every visit write) keep this fast with millions of visits.
  const recent = gte(visitDailyStats.day, since);
  const total = sql<number>`sum(${visitDailyStats.visits})::int`;
  const [perDay, pages, countries, leads] = await Promise.all([
    db
      .select({ day: visitDailyStats.day, visits: total })
      .from(visitDailyStats)
      .where(recent)
      .groupBy(visitDailyStats.day)
      .orderBy(visitDailyStats.day),
    db
      .select({ path: visitDailyStats.pagePath, visits: total })
      .from(visitDailyStats)
      .where(recent)
      .groupBy(visitDailyStats.pagePath)
      .orderBy(desc(total))
      .limit(8),
    db
      .select({ country: sql<string>`coalesce(nullif(${visitDailyStats.countryName}, ''), 'Unknown')`, visits: total })
      .from(visitDailyStats)
      .where(recent)
      .groupBy(sql`coalesce(nullif(${visitDailyStats.countryName}, ''), 'Unknown')`)
      .orderBy(desc(total))
      .limit(8),
    db.execute(sql`
      select to_char(date_trunc('week', created_at), 'YYYY-MM-DD') as week, count(*)::int as leads
      from (
        select created_at from ${contactForm} union all
        select created_at from ${demoBookings} union all
        select created_at from ${auditRequests}
      ) leads
      where created_at >= ${new Date(now.getTime() - 12 * 7 * 86_400_000)}
      group by 1 order by 1`),
  ]);
  return {
    visitsPerDay: perDay.map((r) => ({ day: r.day, visits: Number(r.visits) })),
    topPages: pages.map((r) => ({ path: r.path, visits: Number(r.visits) })),
    topCountries: countries.map((r) => ({ country: r.country, visits: Number(r.visits) })),
    leadsPerWeek: rowsOf<{ week: string; leads: number }>(leads).map((r) => ({ week: r.week, leads: Number(r.leads) })),
  };
}

/** PGlite and node-postgres both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

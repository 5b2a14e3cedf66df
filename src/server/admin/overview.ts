import { count, desc, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditRequests, contactForm, demoBookings, websiteVisits } from "../db/schema";

export interface Overview {
  visitsPerDay: { day: string; visits: number }[];
  topPages: { path: string; visits: number }[];
  topCountries: { country: string; visits: number }[];
  leadsPerWeek: { week: string; leads: number }[];
}

/** The admin's small dashboard: visits per day over 30 days, top pages and countries, leads per week. */
export async function loadOverview(db: Db, now = new Date()): Promise<Overview> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const recent = gte(websiteVisits.visitTimestamp, since);
  const day = sql<string>`to_char(date_trunc('day', ${websiteVisits.visitTimestamp}), 'YYYY-MM-DD')`;
  const [perDay, pages, countries, leads] = await Promise.all([
    db.select({ day, visits: count() }).from(websiteVisits).where(recent).groupBy(day).orderBy(day),
    db
      .select({ path: websiteVisits.pagePath, visits: count() })
      .from(websiteVisits)
      .where(recent)
      .groupBy(websiteVisits.pagePath)
      .orderBy(desc(count()))
      .limit(8),
    db
      .select({ country: sql<string>`coalesce(${websiteVisits.countryName}, 'Unknown')`, visits: count() })
      .from(websiteVisits)
      .where(recent)
      .groupBy(sql`coalesce(${websiteVisits.countryName}, 'Unknown')`)
      .orderBy(desc(count()))
      .limit(8),
    db.execute<{ week: string; leads: number }>(sql`
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

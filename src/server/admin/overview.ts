import type { OverviewCharts } from "@shared/schemas/admin-cockpit";
import { desc, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditRequests, contactForm, demoBookings, visitDailyStats } from "../db/schema";

/** The overview's charts, declared with the answer the back office reads. */
export type Overview = OverviewCharts;

const DAY_MS = 86_400_000;
const VISIT_DAYS = 30;
const LEAD_WEEKS = 12;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The `count` UTC days up to and including `now`'s, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => isoDay(now.getTime() - (count - 1 - i) * DAY_MS));
}

/** The Mondays (PostgreSQL's `date_trunc('week')`, UTC) of the `count` weeks up to and including `now`'s. */
export function lastWeeks(now: Date, count: number): string[] {
  const monday = now.getTime() - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) => isoDay(monday - (count - 1 - i) * 7 * DAY_MS));
}

/** One entry per period, zero where nothing was counted: a chart shows the quiet days as gaps, not one wide bar. */
function filled(periods: string[], counted: Map<string, number>): { period: string; n: number }[] {
  return periods.map((period) => ({ period, n: counted.get(period) ?? 0 }));
}

/**
 * The admin's small dashboard, both sites together: visits per day over the last 30 days, top pages and countries
 * over the same days, leads per week over the last 12 weeks.
 */
export async function loadOverview(db: Db, now = new Date()): Promise<Overview> {
  const days = lastDays(now, VISIT_DAYS);
  const weeks = lastWeeks(now, LEAD_WEEKS);
  const since = days[0] ?? isoDay(now.getTime());
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
      where created_at >= ${new Date(`${weeks[0]}T00:00:00Z`)}
      group by 1 order by 1`),
  ]);
  return {
    visitsPerDay: filled(days, new Map(perDay.map((r) => [r.day, Number(r.visits)]))).map((d) => ({
      day: d.period,
      visits: d.n,
    })),
    topPages: pages.map((r) => ({ path: r.path, visits: Number(r.visits) })),
    topCountries: countries.map((r) => ({ country: r.country, visits: Number(r.visits) })),
    leadsPerWeek: filled(
      weeks,
      new Map(rowsOf<{ week: string; leads: number }>(leads).map((r) => [r.week, Number(r.leads)])),
    ).map((w) => ({ week: w.period, leads: w.n })),
  };
}

/** PGlite and node-postgres both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

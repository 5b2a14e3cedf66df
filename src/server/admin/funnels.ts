import { type SiteId, VISITOR_ROUTES } from "@shared/routes";
import { and, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  auditRequests,
  calculatorSessions,
  contactForm,
  demoBookings,
  eventDailyStats,
  newsletterSubscriptions,
  preAnalyses,
  visitSourceDailyStats,
} from "../db/schema";
import { type DayRange, lastZurichDays, zurichBounds } from "../lib/zurich-time";

/** A period of whole Zurich days (the cockpit counters' days): from `from` included to `to` included. */
export type Period = DayRange;

export interface FunnelStep {
  step: string;
  count: number;
}

export interface SourceRow {
  source: string;
  visits: number;
  leads: number;
  /** Leads per visit, 0 to 1 (null without visits). */
  conversion: number | null;
}

export const periodOfDays = lastZurichDays;

const total = (rows: { count: number | string | null }[]) => Number(rows[0]?.count ?? 0);

/** The site's pages in the period, in the source counter (whose days are Zurich days, like the period's). */
const siteCounted = (site: SiteId, period: Period) =>
  and(
    gte(visitSourceDailyStats.day, period.from),
    lte(visitSourceDailyStats.day, period.to),
    inArray(visitSourceDailyStats.pagePath, [...VISITOR_ROUTES[site]]),
  );

const visitSum = sql<number>`coalesce(sum(${visitSourceDailyStats.visits}), 0)::int`;

async function siteVisits(db: Db, site: SiteId, period: Period) {
  return total(await db.select({ count: visitSum }).from(visitSourceDailyStats).where(siteCounted(site, period)));
}

async function eventCount(db: Db, name: string, period: Period) {
  return total(
    await db
      .select({ count: sql<number>`coalesce(sum(${eventDailyStats.count}), 0)::int` })
      .from(eventDailyStats)
      .where(
        and(
          sql`${eventDailyStats.name} = ${name}`,
          gte(eventDailyStats.day, period.from),
          lte(eventDailyStats.day, period.to),
        ),
      ),
  );
}

async function rowsCreated(
  db: Db,
  table: PgTable,
  createdAt: AnyPgColumn,
  period: Period,
  extra?: ReturnType<typeof sql>,
) {
  const [from, to] = zurichBounds(period);
  return total(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(and(gte(createdAt, from), lt(createdAt, to), extra)),
  );
}

/** Issue 16's funnels: SwissHack visits → audit dialog opened → audit sent → refine step done; OptimAIte visits → calculator used → demo booked / contact sent. */
export async function loadFunnel(db: Db, site: SiteId, period: Period): Promise<FunnelStep[]> {
  if (site === "swisshack") {
    const [visits, opened, sent, refined] = await Promise.all([
      siteVisits(db, site, period),
      eventCount(db, "audit_opened", period),
      rowsCreated(db, auditRequests, auditRequests.createdAt, period),
      rowsCreated(db, preAnalyses, preAnalyses.createdAt, period),
    ]);
    return [
      { step: "Visits", count: visits },
      { step: "Audit dialog opened", count: opened },
      { step: "Audit sent", count: sent },
      { step: "Refine step done", count: refined },
    ];
  }
  const [visits, calculated, demos, contacts] = await Promise.all([
    siteVisits(db, site, period),
    rowsCreated(db, calculatorSessions, calculatorSessions.createdAt, period, sql`calculations_performed > 0`),
    rowsCreated(db, demoBookings, demoBookings.createdAt, period),
    rowsCreated(db, contactForm, contactForm.createdAt, period),
  ]);
  return [
    { step: "Visits", count: visits },
    { step: "Calculator used", count: calculated },
    { step: "Demo booked", count: demos },
    { step: "Contact sent", count: contacts },
  ];
}

/** The leads of each site, by the table that holds them. */
const SITE_LEADS: Record<SiteId, (PgTable & { firstTouch: AnyPgColumn; createdAt: AnyPgColumn })[]> = {
  swisshack: [auditRequests, newsletterSubscriptions],
  optimaite: [demoBookings, contactForm],
};

const SOURCE_LIMIT = 20;

/** The visits and leads of each source (UTM source, else the referrer's host, else direct), most visits first. */
export async function loadSources(db: Db, site: SiteId, period: Period): Promise<SourceRow[]> {
  const [from, to] = zurichBounds(period);
  const visitRows = await db
    .select({ source: visitSourceDailyStats.source, count: visitSum })
    .from(visitSourceDailyStats)
    .where(siteCounted(site, period))
    .groupBy(visitSourceDailyStats.source);
  const leadRows = (
    await Promise.all(
      SITE_LEADS[site].map((table) => {
        const { firstTouch, createdAt } = table;
        const source = sql<string>`coalesce(${firstTouch}->>'utm_source', ${firstTouch}->>'referrer_host', 'direct')`;
        return db
          .select({ source, count: sql<number>`count(*)::int` })
          .from(table)
          .where(and(gte(createdAt, from), lt(createdAt, to)))
          .groupBy(source);
      }),
    )
  ).flat();
  const bySource = new Map<string, SourceRow>();
  const row = (source: string) => {
    const existing = bySource.get(source) ?? { source, visits: 0, leads: 0, conversion: null };
    bySource.set(source, existing);
    return existing;
  };
  for (const r of visitRows) row(r.source).visits += Number(r.count);
  for (const r of leadRows) row(r.source).leads += Number(r.count);
  return [...bySource.values()]
    .map((r) => ({ ...r, conversion: r.visits > 0 ? r.leads / r.visits : null }))
    .sort((a, b) => b.visits - a.visits || b.leads - a.leads)
    .slice(0, SOURCE_LIMIT);
}

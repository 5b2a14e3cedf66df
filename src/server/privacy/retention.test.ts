import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRequests,
  calculatorSessions,
  contactForm,
  demoBookings,
  eventDailyStats,
  newsletterSubscriptions,
  visitDailyStats,
  visitSourceDailyStats,
  websiteVisits,
} from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { analyzeVisits, purgeExpiredData, retentionCutoff } from "./retention";

const now = new Date("2026-11-22T12:00:00Z");
const old = new Date("2025-11-01T12:00:00Z");
const recent = new Date("2026-01-15T12:00:00Z");

const audit = (createdAt: Date, email: string) => ({
  firstName: "Léa",
  lastName: "Martin",
  email,
  phone: "+41791234567",
  canton: "GE",
  status: "frontalier",
  annualIncome: "60000-90000",
  has3aPillar: "no",
  currentInsurance: "lamal",
  mainGoal: "all",
  wantsCallback: "no",
  consentAt: createdAt,
  createdAt,
});

describe.each(databaseTargets())("retention purge on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.runtime.database;
    await db.insert(websiteVisits).values([
      { pagePath: "/old", visitTimestamp: old },
      { pagePath: "/recent", visitTimestamp: recent },
    ]);
    await db.insert(calculatorSessions).values([
      { sessionId: "calc_old", updateTokenHash: "x", createdAt: old },
      { sessionId: "calc_recent", updateTokenHash: "y", createdAt: recent },
    ]);
    await db.insert(contactForm).values([
      { name: "Old", email: "old@example.com", project: "p", createdAt: old },
      { name: "New", email: "new@example.com", project: "p", createdAt: recent },
    ]);
    await db.insert(demoBookings).values({ name: "Old", email: "old@example.com", project: "p", createdAt: old });
    await db.insert(auditRequests).values([audit(old, "old@example.com"), audit(recent, "new@example.com")]);
    await db.insert(newsletterSubscriptions).values([
      { email: "pending-old@example.com", status: "pending", unsubscribeTokenHash: "a", createdAt: old },
      { email: "subscribed-old@example.com", status: "subscribed", unsubscribeTokenHash: "b", createdAt: old },
    ]);
    // The cutoff (22 November 2025, 12:00 UTC) is on 22 November in Zurich too: that day and later stay.
    const days = ["2025-11-01", "2025-11-21", "2025-11-22", "2026-01-15"];
    await db.insert(visitDailyStats).values(days.map((day) => ({ day, pagePath: "/", visits: 1 })));
    await db.insert(visitSourceDailyStats).values(days.map((day) => ({ day, pagePath: "/", source: "nl", visits: 1 })));
    await db.insert(eventDailyStats).values(days.map((day) => ({ day, name: "audit_opened", count: 1 })));
  });
  afterAll(() => t.close());

  it("deletes what is older than 12 months and keeps the rest", async () => {
    const { db } = t.runtime.database;
    const counts = await purgeExpiredData(db, now);
    expect(counts).toMatchObject({
      website_visits: 1,
      calculator_sessions: 1,
      contact_form: 1,
      demo_bookings: 1,
      audit_requests: 1,
      newsletter_subscriptions: 1,
      visit_daily_stats: 2,
      visit_source_daily_stats: 2,
      event_daily_stats: 2,
    });
    const kept = ["2025-11-22", "2026-01-15"];
    expect((await db.select().from(visitDailyStats)).map((r) => r.day).sort()).toEqual(kept);
    expect((await db.select().from(visitSourceDailyStats)).map((r) => r.day).sort()).toEqual(kept);
    expect((await db.select().from(eventDailyStats)).map((r) => r.day).sort()).toEqual(kept);
    expect((await db.select().from(websiteVisits)).map((v) => v.pagePath)).toEqual(["/recent"]);
    expect((await db.select().from(calculatorSessions)).map((s) => s.sessionId)).toEqual(["calc_recent"]);
    expect((await db.select().from(contactForm)).map((c) => c.name)).toEqual(["New"]);
    expect(await db.select().from(demoBookings)).toEqual([]);
    expect((await db.select().from(auditRequests)).map((a) => a.email)).toEqual(["new@example.com"]);
    expect((await db.select().from(newsletterSubscriptions)).map((n) => n.email)).toEqual([
      "subscribed-old@example.com",
    ]);
  });

  it("refreshes the planner's statistics of the visit tables (PGlite has no autovacuum)", async () => {
    const { db } = t.runtime.database;
    await analyzeVisits(db);
    const result = await db.execute<{ relname: string; reltuples: number }>(
      sql`select relname, reltuples from pg_class
        where relname in ('website_visits', 'visit_daily_stats', 'visit_source_daily_stats')`,
    );
    const rows = (result as unknown as { rows: { relname: string; reltuples: number }[] }).rows;
    expect(rows).toHaveLength(3);
    // -1 means "never analysed".
    for (const row of rows) expect(Number(row.reltuples), row.relname).toBeGreaterThanOrEqual(0);
  });

  it("cuts the cockpit's counters at the cutoff's Zurich day, which may be a day after its UTC day", async () => {
    const { db } = t.runtime.database;
    await db.insert(visitSourceDailyStats).values({ day: "2025-11-30", pagePath: "/", source: "edge", visits: 1 });
    await db.insert(visitDailyStats).values({ day: "2025-11-30", pagePath: "/edge", visits: 1 });
    // 23:30 UTC on 30 November 2026: the cutoff is 30 November 2025 in UTC, 1 December in Zurich.
    await purgeExpiredData(db, new Date("2026-11-30T23:30:00Z"));
    expect((await db.select().from(visitSourceDailyStats)).map((r) => r.day)).toEqual(["2026-01-15"]);
    expect((await db.select().from(visitDailyStats)).map((r) => r.day).sort()).toEqual(["2025-11-30", "2026-01-15"]);
  });

  it("computes the cutoff twelve months back", () => {
    expect(retentionCutoff(now).toISOString()).toBe("2025-11-22T12:00:00.000Z");
  });
});

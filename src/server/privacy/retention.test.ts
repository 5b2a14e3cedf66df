import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRequests,
  calculatorSessions,
  contactForm,
  demoBookings,
  newsletterSubscriptions,
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
    });
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
      sql`select relname, reltuples from pg_class where relname in ('website_visits', 'visit_daily_stats')`,
    );
    const rows = (result as unknown as { rows: { relname: string; reltuples: number }[] }).rows;
    expect(rows).toHaveLength(2);
    // -1 means "never analysed".
    for (const row of rows) expect(Number(row.reltuples), row.relname).toBeGreaterThanOrEqual(0);
  });

  it("computes the cutoff twelve months back", () => {
    expect(retentionCutoff(now).toISOString()).toBe("2025-11-22T12:00:00.000Z");
  });
});

import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visitDailyStats, websiteVisits } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { insertVisits } from "./visit-writes";

describe.each(databaseTargets())("visit writes on %s", (target) => {
  let t: TestApp;
  const db = () => t.runtime.database.db;
  const counters = () =>
    db()
      .select({
        day: visitDailyStats.day,
        path: visitDailyStats.pagePath,
        country: visitDailyStats.countryName,
        visits: visitDailyStats.visits,
      })
      .from(visitDailyStats)
      .orderBy(asc(visitDailyStats.day), asc(visitDailyStats.pagePath), asc(visitDailyStats.countryName));

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  beforeEach(async () => {
    await db().delete(websiteVisits);
    await db().delete(visitDailyStats);
  });
  afterAll(() => t.close());

  it("stores every field as given and fills the defaults of missing ones", async () => {
    const visit = {
      pagePath: '/faq?q=l\'été "2026" 🇨🇭',
      userAgent: "Mozilla/5.0 \\ back\\slash",
      referrer: null,
      sessionId: "s1",
      visitTimestamp: new Date("2026-03-01T23:59:59.123Z"),
      currentUserId: "u1",
      identifiedEmail: "a@b.ch",
      identifiedName: "Zoë",
      persistentUserId: "p1",
      browserFingerprint: "fp",
      visitCount: 3,
      firstSeenAt: new Date("2026-02-01T00:00:00Z"),
      deviceType: "Mobile",
      isReturningVisitor: true,
      source: "pixel",
      cityName: "Genève",
      countryName: "Switzerland",
      countryCode: "CH",
      region: "Geneva",
      latitude: 46.2044,
      longitude: 6.1432,
      timezone: "Europe/Zurich",
    };
    const before = Date.now();
    await insertVisits(db(), [visit, { pagePath: "/" }]);
    const rows = await db().select().from(websiteVisits).orderBy(asc(websiteVisits.pagePath));
    expect(rows).toHaveLength(2);
    const [plain, full] = rows;
    expect(full).toMatchObject(visit);
    expect(full?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain).toMatchObject({ pagePath: "/", source: "beacon", sessionId: null, latitude: null });
    expect(plain?.visitTimestamp.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(plain?.id).not.toBe(full?.id);
  });

  it("adds every batch to the daily counters per UTC day, page without its query, and country", async () => {
    const at = (iso: string) => new Date(iso);
    await insertVisits(db(), [
      { pagePath: "/faq?x=1", visitTimestamp: at("2026-03-01T23:30:00Z"), countryName: "Switzerland" },
      { pagePath: "/faq", visitTimestamp: at("2026-03-01T08:00:00Z"), countryName: "Switzerland" },
      { pagePath: "?only=query", visitTimestamp: at("2026-03-02T00:30:00Z") },
    ]);
    await insertVisits(db(), [
      { pagePath: "/faq", visitTimestamp: at("2026-03-01T12:00:00Z"), countryName: "Switzerland" },
    ]);
    expect(await counters()).toEqual([
      { day: "2026-03-01", path: "/faq", country: "Switzerland", visits: 3 },
      { day: "2026-03-02", path: "/", country: "", visits: 1 },
    ]);
  });

  it("stores nothing of a batch that fails, counters included", async () => {
    const bad = { pagePath: "/a", visitCount: 1.5 as unknown as number };
    await expect(insertVisits(db(), [{ pagePath: "/ok" }, bad])).rejects.toThrow();
    expect(await db().select().from(websiteVisits)).toEqual([]);
    expect(await counters()).toEqual([]);
  });

  it("does nothing for an empty batch", async () => {
    await insertVisits(db(), []);
    expect(await db().select().from(websiteVisits)).toEqual([]);
  });
});

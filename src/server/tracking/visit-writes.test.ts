import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visitDailyStats, visitSourceDailyStats, websiteVisits } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { insertVisits, MAX_SOURCES_A_DAY } from "./visit-writes";

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

  const sourceCounters = () =>
    db()
      .select({
        day: visitSourceDailyStats.day,
        path: visitSourceDailyStats.pagePath,
        source: visitSourceDailyStats.source,
        visits: visitSourceDailyStats.visits,
      })
      .from(visitSourceDailyStats)
      .orderBy(asc(visitSourceDailyStats.day), asc(visitSourceDailyStats.pagePath), asc(visitSourceDailyStats.source));

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  beforeEach(async () => {
    await db().delete(websiteVisits);
    await db().delete(visitDailyStats);
    await db().delete(visitSourceDailyStats);
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

  it("counts visits per Zurich day, page and session source (UTM source, else referrer host, else direct)", async () => {
    const at = (iso: string) => new Date(iso);
    await insertVisits(db(), [
      // 23:30 UTC on 28 March is 00:30 on 29 March in Zurich (CET); 21:30 UTC on 29 March is 23:30 (CEST).
      {
        pagePath: "/?utm_source=nl",
        utmSource: "nl",
        referrerHost: "mail.example",
        visitTimestamp: at("2026-03-28T23:30:00Z"),
      },
      { pagePath: "/", referrerHost: "www.google.com", visitTimestamp: at("2026-03-29T21:30:00Z") },
      { pagePath: "/", visitTimestamp: at("2026-03-29T22:30:00Z") },
    ]);
    await insertVisits(db(), [{ pagePath: "/faq", utmSource: "nl", visitTimestamp: at("2026-03-28T22:30:00Z") }]);
    expect(await sourceCounters()).toEqual([
      { day: "2026-03-28", path: "/faq", source: "nl", visits: 1 },
      { day: "2026-03-29", path: "/", source: "nl", visits: 1 },
      { day: "2026-03-29", path: "/", source: "www.google.com", visits: 1 },
      { day: "2026-03-30", path: "/", source: "direct", visits: 1 },
    ]);
  });

  it('counts a page that is none of the sites\' known pages as "other", and keeps its path in the row (issue 29, item 7)', async () => {
    const at = new Date("2026-03-10T10:00:00Z");
    await insertVisits(db(), [
      { pagePath: "/wp-admin/setup.php?x=1", visitTimestamp: at },
      { pagePath: "/faq?utm_source=x", visitTimestamp: at },
    ]);
    expect((await counters()).map(({ path, visits }) => ({ path, visits }))).toEqual([
      { path: "/faq", visits: 1 },
      { path: "other", visits: 1 },
    ]);
    expect((await sourceCounters()).map(({ path }) => path)).toEqual(["/faq", "other"]);
    expect((await db().select().from(websiteVisits)).map((row) => row.pagePath).sort()).toEqual([
      "/faq?utm_source=x",
      "/wp-admin/setup.php?x=1",
    ]);
  });

  it('keeps a day\'s sources bounded: past the bound, a new source counts as "other" (issue 29, item 7)', async () => {
    const at = new Date("2026-03-11T10:00:00Z");
    for (let i = 0; i < MAX_SOURCES_A_DAY + 30; i += 1) {
      await insertVisits(db(), [{ pagePath: "/", utmSource: `source-${i}`, visitTimestamp: at }]);
    }
    await insertVisits(db(), [{ pagePath: "/", utmSource: "source-0", visitTimestamp: at }]);
    const sources = await sourceCounters();
    expect(sources).toHaveLength(MAX_SOURCES_A_DAY + 1);
    expect(sources.find((row) => row.source === "other")?.visits).toBe(30);
    expect(sources.find((row) => row.source === "source-0")?.visits).toBe(2);
    expect(sources.reduce((sum, row) => sum + row.visits, 0)).toBe(MAX_SOURCES_A_DAY + 31);
  });

  it("counts a page view once, with the source of its first arrival", async () => {
    const pageViewId = "pv_0123456789abcdef";
    await insertVisits(db(), [{ pagePath: "/", pageViewId, source: "pixel", utmSource: "nl" }]);
    await insertVisits(db(), [{ pagePath: "/", pageViewId, source: "beacon", utmSource: "nl" }]);
    expect((await sourceCounters()).map(({ source, visits }) => ({ source, visits }))).toEqual([
      { source: "nl", visits: 1 },
    ]);
  });

  it("stores nothing of a batch that fails, counters included", async () => {
    const bad = { pagePath: "/a", visitCount: 1.5 as unknown as number };
    await expect(insertVisits(db(), [{ pagePath: "/ok" }, bad])).rejects.toThrow();
    expect(await db().select().from(websiteVisits)).toEqual([]);
    expect(await counters()).toEqual([]);
    expect(await sourceCounters()).toEqual([]);
  });

  it("does nothing for an empty batch", async () => {
    await insertVisits(db(), []);
    expect(await db().select().from(websiteVisits)).toEqual([]);
  });
});

import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { insertVisits } from "../tracking/visit-writes";
import { migrationsFolder } from "./client";
import { visitSourceDailyStats } from "./schema";

/** Migration 0008's last statement: the source counter rebuilt from the visits already stored. */
async function backfillStatement(): Promise<string> {
  const migration = await readFile(path.join(migrationsFolder, "0008_visit_source_daily_stats.sql"), "utf8");
  return migration.split("--> statement-breakpoint").at(-1) as string;
}

describe.each(databaseTargets())("source counter backfill on %s", (target) => {
  let t: TestApp;
  const db = () => t.runtime.database.db;
  const counters = () =>
    db()
      .select()
      .from(visitSourceDailyStats)
      .orderBy(asc(visitSourceDailyStats.day), asc(visitSourceDailyStats.pagePath), asc(visitSourceDailyStats.source));

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it("counts the stored visits as the live writes do", async () => {
    const at = (iso: string) => new Date(iso);
    await insertVisits(db(), [
      {
        pagePath: "/?utm_source=nl",
        utmSource: "nl",
        referrerHost: "mail.example",
        visitTimestamp: at("2026-03-28T23:30:00Z"),
      },
      { pagePath: "/faq", referrerHost: "www.google.com", visitTimestamp: at("2026-03-29T21:30:00Z") },
      { pagePath: "/faq", referrerHost: "www.google.com", visitTimestamp: at("2026-03-29T08:00:00Z") },
      { pagePath: "/", visitTimestamp: at("2026-10-25T22:30:00Z") },
    ]);
    const live = await counters();
    expect(live.reduce((sum, row) => sum + row.visits, 0)).toBe(4);
    await db().delete(visitSourceDailyStats);
    await db().execute(sql.raw(await backfillStatement()));
    expect(await counters()).toEqual(live);
  });
});

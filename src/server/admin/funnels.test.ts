import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRequests, calculatorSessions, demoBookings, preAnalyses } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { countEvent } from "../tracking/event-routes";
import { insertVisits } from "../tracking/visit-writes";

describe.each(databaseTargets())("funnels and sources on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const get = async (path: string) => {
    const res = await t.app.request(path, { headers: { cookie: admin } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "boss@example.com", "admin");
    const { db } = t.runtime.database;
    await insertVisits(db, [
      { pagePath: "/?utm_source=newsletter", utmSource: "newsletter", utmCampaign: "nov" },
      { pagePath: "/premium", utmSource: "newsletter" },
      { pagePath: "/", referrerHost: "www.google.com" },
      { pagePath: "/" },
      { pagePath: "/optimaite" },
    ]);
    for (let i = 0; i < 3; i++) {
      expect((await t.postJson("/api/track-event", { name: "audit_opened" })).status).toBe(204);
    }
    const { consent: _consent, ...answers } = validAuditRequest;
    const [audit] = await db
      .insert(auditRequests)
      .values({ ...answers, consentAt: new Date(), firstTouch: { utm_source: "newsletter" } })
      .returning({ id: auditRequests.id });
    await db.insert(auditRequests).values({ ...answers, consentAt: new Date() });
    await db.insert(preAnalyses).values({
      auditRequestId: audit?.id as string,
      accessTokenHash: "h",
      answers: {},
      result: {},
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.insert(calculatorSessions).values([
      { sessionId: "calc_a", updateTokenHash: "a", calculationsPerformed: 2 },
      { sessionId: "calc_b", updateTokenHash: "b", calculationsPerformed: 0 },
    ]);
    await db.insert(demoBookings).values({ name: "Ada", email: "ada@example.com", project: "p" });
  });
  afterAll(() => t.close());

  it("counts SwissHack's funnel and its sources over the last 7 days", async () => {
    const { status, body } = await get("/api/admin/funnels?site=swisshack&days=7");
    expect(status).toBe(200);
    expect(body.funnel).toEqual([
      { step: "Visits", count: 4 },
      { step: "Audit dialog opened", count: 3 },
      { step: "Audit sent", count: 2 },
      { step: "Refine step done", count: 1 },
    ]);
    expect(body.sources).toEqual([
      { source: "newsletter", visits: 2, leads: 1, conversion: 0.5 },
      { source: "direct", visits: 1, leads: 1, conversion: 1 },
      { source: "www.google.com", visits: 1, leads: 0, conversion: 0 },
    ]);
  });

  it("counts OptimAIte's funnel: only calculator sessions with a calculation", async () => {
    const { body } = await get("/api/admin/funnels?site=optimaite&days=30");
    expect(body.funnel).toEqual([
      { step: "Visits", count: 1 },
      { step: "Calculator used", count: 1 },
      { step: "Demo booked", count: 1 },
      { step: "Contact sent", count: 0 },
    ]);
  });

  it("takes a custom period and refuses a reversed one", async () => {
    const { body } = await get("/api/admin/funnels?site=swisshack&from=2020-01-01&to=2020-01-31");
    expect(body.period).toEqual({ from: "2020-01-01", to: "2020-01-31" });
    expect((body.funnel as { count: number }[]).every((step) => step.count === 0)).toBe(true);
    expect((await get("/api/admin/funnels?site=swisshack&from=2020-02-01&to=2020-01-01")).status).toBe(400);
  });

  it("counts a period in Zurich days: 00:30 in Zurich belongs to that day, not to the UTC day before", async () => {
    // 22:30 UTC on 30 October 2021 is 00:30 CEST on the 31st, the 25-hour day the clocks went back.
    const at = new Date("2021-10-30T22:30:00Z");
    const { db } = t.runtime.database;
    await insertVisits(db, [{ pagePath: "/", utmSource: "late", visitTimestamp: at }]);
    await countEvent(db, "audit_opened", at);
    const { consent: _consent, ...answers } = validAuditRequest;
    await db
      .insert(auditRequests)
      .values({ ...answers, consentAt: at, createdAt: at, firstTouch: { utm_source: "late" } });
    const funnelOf = async (day: string) =>
      (await get(`/api/admin/funnels?site=swisshack&from=${day}&to=${day}`)).body as {
        funnel: { count: number }[];
        sources: unknown[];
      };
    const zurichDay = await funnelOf("2021-10-31");
    expect(zurichDay.funnel.map((step) => step.count)).toEqual([1, 1, 1, 0]);
    expect(zurichDay.sources).toEqual([{ source: "late", visits: 1, leads: 1, conversion: 1 }]);
    const utcDay = await funnelOf("2021-10-30");
    expect(utcDay.funnel.map((step) => step.count)).toEqual([0, 0, 0, 0]);
    expect(utcDay.sources).toEqual([]);
  });

  it("refuses an unknown event", async () => {
    expect((await t.postJson("/api/track-event", { name: "x" })).status).toBe(400);
  });
});

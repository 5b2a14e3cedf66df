import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validAuditRequest } from "../../shared/schemas/audit.fixture";
import { auditRequests, calculatorSessions, demoBookings, preAnalyses } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
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

  it("refuses an unknown event", async () => {
    expect((await t.postJson("/api/track-event", { name: "x" })).status).toBe(400);
  });
});

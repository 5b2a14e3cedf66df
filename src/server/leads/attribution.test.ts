import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditRequests,
  calculatorSessions,
  contactForm,
  demoBookings,
  emailOutbox,
  newsletterSubscriptions,
  websiteVisits,
} from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const firstTouch = {
  landing_page: "/",
  referrer_host: "mail.example",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "nov",
  utm_term: null,
  utm_content: null,
};
const lastTouch = { ...firstTouch, landing_page: "/faq", utm_source: null, utm_campaign: null, utm_medium: null };
const attribution = { first_touch: firstTouch, last_touch: lastTouch };
const lead = { name: "Ada", email: "ada@example.com", project: "Missed calls" };

describe.each(databaseTargets())("lead and visit attribution on %s", (target) => {
  let t: TestApp;
  let ip = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.postJson(path, body, { "x-forwarded-for": `198.51.100.${++ip}`, ...headers });

  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true", TEAM_EMAIL: "team@example.com" });
  });
  beforeEach(async () => {
    t.resetRateLimits();
    const { db } = t.runtime.database;
    for (const table of [
      auditRequests,
      demoBookings,
      contactForm,
      newsletterSubscriptions,
      calculatorSessions,
      websiteVisits,
      emailOutbox,
    ]) {
      await db.delete(table);
    }
  });
  afterAll(() => t.close());

  it.each([
    ["/api/audit-requests", { ...validAuditRequest, attribution }, auditRequests],
    ["/api/submit-demo-booking", { ...lead, attribution }, demoBookings],
    ["/api/submit-contact-form", { ...lead, attribution }, contactForm],
    ["/api/newsletter", { email: "ada@example.com", attribution }, newsletterSubscriptions],
    ["/api/calculator-sessions", { session_id: "calc_1795362000000_k3j4h5", attribution }, calculatorSessions],
  ] as const)("%s stores the first and the last touch", async (path, body, table) => {
    expect((await post(path, body)).status).toBeLessThan(300);
    const [row] = await t.runtime.database.db.select().from(table);
    expect(row?.firstTouch).toEqual(firstTouch);
    expect(row?.lastTouch).toEqual(lastTouch);
  });

  it("stores a lead without attribution (older pages), and cuts a source that is too long", async () => {
    expect((await post("/api/submit-contact-form", lead)).status).toBe(201);
    const long = { first_touch: { utm_campaign: "x".repeat(5000) } };
    expect((await post("/api/submit-contact-form", { ...lead, attribution: long })).status).toBe(201);
    const rows = await t.runtime.database.db.select().from(contactForm);
    expect(rows.map((row) => row.firstTouch?.utm_campaign?.length ?? null).sort()).toEqual([200, null]);
  });

  it("cuts a long source of emoji between characters, never inside a pair: the lead and the pixel are stored (issue 40, item 5)", async () => {
    const emoji = `a${"😀".repeat(150)}`;
    const res = await post("/api/submit-contact-form", {
      ...lead,
      attribution: { first_touch: { utm_source: emoji } },
    });
    expect(res.status).toBe(201);
    const [row] = await t.runtime.database.db.select().from(contactForm);
    const stored = row?.firstTouch?.utm_source ?? "";
    expect(stored.startsWith("a😀")).toBe(true);
    expect([...stored].every((char) => char === "a" || char === "😀")).toBe(true);

    const pixel = new URLSearchParams({ page: "/", session: "pixel_emoji", utm_source: emoji, utm_campaign: emoji });
    const seen = await t.app.request(`/api/track-visit?${pixel}`, { headers: { "x-forwarded-for": "198.51.100.200" } });
    expect(seen.status).toBe(204);
    const visits = await t.runtime.database.db.select().from(websiteVisits);
    expect(visits.map((visit) => visit.utmSource?.startsWith("a😀"))).toEqual([true]);
  });

  it("refuses a source the database cannot store", async () => {
    const bad = { first_touch: { utm_source: "a\u0000b" } };
    expect((await post("/api/submit-contact-form", { ...lead, attribution: bad })).status).toBe(400);
  });

  it("stores the session's source on the visit, without its landing page under Global Privacy Control", async () => {
    const visit = { page_path: "/faq", page_view_id: "pv_attribution_0001", session_source: firstTouch };
    await post("/api/track-visit", visit, { authorization: "Bearer anonymous" });
    await post(
      "/api/track-visit",
      { ...visit, page_view_id: "pv_attribution_0002" },
      { authorization: "Bearer anonymous", "sec-gpc": "1" },
    );
    const rows = await t.runtime.database.db.select().from(websiteVisits);
    const byId = Object.fromEntries(rows.map((row) => [row.pageViewId, row]));
    expect(byId.pv_attribution_0001).toMatchObject({
      landingPage: "/",
      referrerHost: "mail.example",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "nov",
    });
    expect(byId.pv_attribution_0002).toMatchObject({ landingPage: null, utmSource: "newsletter" });
  });
});

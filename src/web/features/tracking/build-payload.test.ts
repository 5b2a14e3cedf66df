import { trackPixelSchema, trackVisitSchema } from "@shared/schemas/tracking";
import { describe, expect, it } from "vitest";
import { buildPixelQuery, buildVisitPayload } from "./build-payload";

const facts = {
  pagePath: "/faq?utm_source=x",
  pageViewId: "pv_0123456789abcdef0123456789abcdef",
  userAgent: `Mozilla/5.0 ${"x".repeat(300)}`,
  referrer: "https://www.google.com/",
  sessionId: "session_1",
  now: new Date("2026-11-22T12:00:00Z"),
  isMobile: true,
};
const enhanced = {
  persistentUserId: "p1",
  fingerprint: "fp",
  visitCount: 3,
  firstSeenAt: "2026-10-01T00:00:00.000Z",
  isReturningVisitor: true,
};

describe("buildVisitPayload", () => {
  it("without consent sends no persistent field, and the server's schema accepts it", () => {
    const payload = buildVisitPayload(facts, null, null);
    expect(payload).not.toHaveProperty("persistent_user_id");
    expect(payload).not.toHaveProperty("browser_fingerprint");
    expect(payload).not.toHaveProperty("device_type");
    expect(trackVisitSchema.safeParse(payload).success).toBe(true);
  });

  it("with consent adds the enhanced fields and the signed-in user", () => {
    const payload = buildVisitPayload(facts, enhanced, { id: "u1", email: "a@b.ch", name: "A" });
    expect(payload).toMatchObject({
      persistent_user_id: "p1",
      visit_count: 3,
      device_type: "Mobile",
      is_returning_visitor: true,
      current_user_email: "a@b.ch",
    });
    expect(trackVisitSchema.safeParse(payload).success).toBe(true);
  });
});

describe("buildPixelQuery", () => {
  it("carries the specification's fields, the user agent cut to 200 characters", () => {
    const query = buildPixelQuery({ ...facts, screen: "375x812", lang: "fr-CH", tz: "Europe/Zurich" }, enhanced);
    expect(query.get("ua")).toHaveLength(200);
    expect([...query.keys()]).toEqual(
      expect.arrayContaining([
        "page",
        "session",
        "persistent_user_id",
        "browser_fingerprint",
        "visit_count",
        "first_seen_at",
        "device_type",
        "is_returning_visitor",
        "ref",
        "ts",
        "ua",
        "screen",
        "lang",
        "tz",
      ]),
    );
    expect(trackPixelSchema.safeParse(Object.fromEntries(query)).success).toBe(true);
  });

  it("without analytics consent carries the page and the page-view id only (as the privacy pages say)", () => {
    const source = { referrer_host: "www.linkedin.com", utm_source: "newsletter" };
    const query = buildPixelQuery({ ...facts, screen: "1x1", lang: "en", tz: "UTC" }, null, source);
    expect([...query.keys()].sort()).toEqual(["page", "pv"]);
    expect(trackPixelSchema.safeParse(Object.fromEntries(query)).success).toBe(true);
  });

  it("with consent carries the session's source, which the server's schema reads back", () => {
    const source = { referrer_host: "www.linkedin.com", utm_source: "newsletter", utm_campaign: "nov", utm_term: null };
    const query = buildPixelQuery({ ...facts, screen: "1x1", lang: "en", tz: "UTC" }, enhanced, source);
    expect(query.has("utm_term")).toBe(false);
    expect(trackPixelSchema.parse(Object.fromEntries(query))).toMatchObject({
      referrer_host: "www.linkedin.com",
      utm_source: "newsletter",
      utm_campaign: "nov",
    });
  });
});

describe("a page load's beacon and pixel", () => {
  it("carry the same page view id, which the server's schemas accept", () => {
    const visit = trackVisitSchema.parse(buildVisitPayload(facts, null, null));
    const pixel = trackPixelSchema.parse(
      Object.fromEntries(buildPixelQuery({ ...facts, screen: "1x1", lang: "fr", tz: "UTC" }, null)),
    );
    expect(visit.page_view_id).toBe(facts.pageViewId);
    expect(pixel.pv).toBe(facts.pageViewId);
  });
});

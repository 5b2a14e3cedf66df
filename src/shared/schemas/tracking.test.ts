import { describe, expect, it } from "vitest";
import { trackPixelSchema, trackVisitSchema } from "./tracking";

describe("tracking payloads never keep a private link's secret", () => {
  const secret = "q2Jv0yq1c3Xh8Yk4R9mNwzT6bLpA5sDfGhJkLzXcVbN";

  it("redacts the pre-analysis secret from the page path and the referrer", () => {
    const visit = trackVisitSchema.parse({
      page_path: `/pre-analyse/${secret}?from=mail`,
      referrer: `https://swisshack.example/pre-analyse/${secret}`,
    });
    expect(visit.page_path).toBe("/pre-analyse/[private]?from=mail");
    expect(visit.referrer).toBe("https://swisshack.example/pre-analyse/[private]");
  });

  it("redacts it from the pixel's page and ref", () => {
    const pixel = trackPixelSchema.parse({ page: `/pre-analyse/${secret}`, ref: `/pre-analyse/${secret}` });
    expect(JSON.stringify(pixel)).not.toContain(secret);
  });

  it.each([
    ["/reset-password?token=Zq2Jv0yq1c3Xh8Yk&lang=de", "/reset-password"],
    ["/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.sig", "/verify-email"],
    ["/faq?token=abc&utm_source=x", "/faq"],
    ["/demo/abc.?lang=fr", "/demo/[private]?lang=fr"],
    ["/api/demo-meetings/abc", "/api/demo-meetings/[private]"],
  ])("keeps only the known page of %s (issue 40, items 3 and 7)", (path, stored) => {
    expect(trackVisitSchema.parse({ page_path: path }).page_path).toBe(stored);
    expect(trackPixelSchema.parse({ page: path }).page).toBe(stored);
  });

  it("keeps a reset or verification token out of the referrer and the pixel's ref (issue 40, item 7)", () => {
    const referrer = "https://optimaite.example/reset-password?token=Zq2Jv0yq1c3Xh8Yk";
    expect(trackVisitSchema.parse({ page_path: "/", referrer }).referrer).toBe(
      "https://optimaite.example/reset-password",
    );
    expect(trackPixelSchema.parse({ page: "/", ref: "/verify-email?token=abc" }).ref).toBe("/verify-email");
  });

  it("leaves ordinary paths alone", () => {
    expect(trackVisitSchema.parse({ page_path: "/faq?utm_source=x", referrer: null })).toMatchObject({
      page_path: "/faq?utm_source=x",
      referrer: null,
    });
  });
});

describe("tracking payloads accept only what can be stored", () => {
  const poison = ["\ud800", "a\udc00b", "nul\u0000"];

  it.each(poison)("refuses %j in any text field of the visit and the pixel", (bad) => {
    expect(trackVisitSchema.safeParse({ page_path: `/${bad}` }).success).toBe(false);
    expect(trackVisitSchema.safeParse({ page_path: "/", user_agent: bad }).success).toBe(false);
    expect(trackVisitSchema.safeParse({ page_path: "/", referrer: bad }).success).toBe(false);
    expect(trackVisitSchema.safeParse({ page_path: "/", session_id: bad }).success).toBe(false);
    expect(trackPixelSchema.safeParse({ page: "/", ua: bad }).success).toBe(false);
    expect(trackPixelSchema.safeParse({ page: "/", lang: bad }).success).toBe(false);
  });

  it("keeps well-formed pairs such as emoji", () => {
    expect(trackVisitSchema.parse({ page_path: "/", referrer: "https://x.example/😀" }).referrer).toContain("😀");
  });

  it.each(["0000-01-01T00:00:00+14:00", "9999-12-31T23:59:59-12:00", "1999-12-31T23:59:59Z"])(
    "refuses the out-of-range date %s",
    (date) => {
      expect(trackVisitSchema.safeParse({ page_path: "/", first_seen_at: date }).success).toBe(false);
      expect(trackPixelSchema.safeParse({ page: "/", first_seen_at: date }).success).toBe(false);
    },
  );

  it("counts the visit of a browser whose clock is ahead, at the server's time", () => {
    const before = Date.now();
    const visit = trackVisitSchema.parse({ page_path: "/", first_seen_at: "2099-01-01T00:00:00Z" });
    const firstSeen = Date.parse(visit.first_seen_at ?? "");
    expect(firstSeen).toBeGreaterThanOrEqual(before);
    expect(firstSeen).toBeLessThanOrEqual(Date.now());
  });

  it("accepts a recent first-seen date and a page view id", () => {
    const visit = trackVisitSchema.parse({
      page_path: "/",
      first_seen_at: new Date().toISOString(),
      page_view_id: "pv_0123456789abcdef",
    });
    expect(visit.page_view_id).toBe("pv_0123456789abcdef");
    expect(trackVisitSchema.safeParse({ page_path: "/", page_view_id: "../x" }).success).toBe(false);
  });
});

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

  it("leaves ordinary paths alone", () => {
    expect(trackVisitSchema.parse({ page_path: "/faq?utm_source=x", referrer: null })).toMatchObject({
      page_path: "/faq?utm_source=x",
      referrer: null,
    });
  });
});

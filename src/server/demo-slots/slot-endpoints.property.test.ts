import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("Europe/Zurich", "Etc/GMT+14", "../../etc/passwd", "2026-02-30T25:61:00Z", "+275760-09-13T00:00:00Z"),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.integer(),
  fc.constant(null),
);
const slot = fc.record({ start: junk, timeZone: junk }, { requiredKeys: [] });
const lead = { name: "Fuzz", email: "fuzz@example.com", project: "Fuzz" };

describe("the demo slot endpoints never answer 5xx and store nothing malformed", () => {
  let t: TestApp;
  let ip = 0;
  const headers = () => ({ "x-forwarded-for": `203.0.113.${(++ip % 250) + 1}` });
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("GET /api/demo-slots with any time zone", async () => {
    await fc.assert(
      fc.asyncProperty(junk, async (zone) => {
        const res = await t.app.request(`/api/demo-slots?timeZone=${encodeURIComponent(String(zone))}`);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 40 },
    );
  });

  it("a demo booking with any slot", async () => {
    await fc.assert(
      fc.asyncProperty(slot, async (choice) => {
        const res = await t.postJson("/api/submit-demo-booking", { ...lead, slot: choice }, headers());
        expect([400, 409, 429]).toContain(res.status);
      }),
      { numRuns: 40 },
    );
  });

  it("the private link's endpoints with any secret and body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), slot, async (token, choice) => {
        const path = `/api/demo-meetings/${encodeURIComponent(token)}`;
        expect((await t.app.request(path)).status).toBeLessThan(500);
        expect((await t.postJson(`${path}/cancel`, {}, headers())).status).toBeLessThan(500);
        expect((await t.postJson(`${path}/reschedule`, choice, headers())).status).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { MANAGE_READ_RATE_LIMIT } from "./manage-routes";

/** Issue 40, item 11: reading a private demo link is limited per address, like changing it. */
describe("GET /api/demo-meetings/{token}", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  const read = (token: string, ip: string) =>
    t.app.request(`/api/demo-meetings/${token}`, { headers: { "x-forwarded-for": ip } });

  it("answers 429 with Retry-After once one address used its allowance, whatever the token", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MANAGE_READ_RATE_LIMIT.points; i += 1) {
      statuses.push((await read(`guess${String(i).padStart(20, "0")}`, "2001:db8:40:11::1")).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    const refused = await read("another-guess-000000000000", "2001:db8:40:11::2");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await read("another-guess-000000000000", "2001:db8:40:12::1")).status).toBe(404);
  });
});

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { forwardedClientIp } from "./client-ip";

describe("forwardedClientIp", () => {
  it.each([
    ["203.0.113.7", 1, "203.0.113.7"],
    ["1.1.1.1, 203.0.113.7", 1, "203.0.113.7"],
    ["1.1.1.1,203.0.113.7 , 10.0.0.2", 2, "203.0.113.7"],
    ["203.0.113.7", 2, "203.0.113.7"],
    ["", 1, undefined],
  ])("X-Forwarded-For %j with %i trusted hops → %s", async (header, hops, expected) => {
    const app = new Hono();
    app.get("/", (c) => c.text(forwardedClientIp(c, hops) ?? "none"));
    const res = await app.request("/", { headers: { "x-forwarded-for": header } });
    expect(await res.text()).toBe(expected ?? "none");
  });
});

describe("per-IP limits behind one trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  it("count the address the proxy added, whatever the client wrote to the left of it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.postJson(
        "/api/newsletter",
        { email: `spoof${i}@example.com` },
        // An IPv6 address: 5 a /64 (an IPv4 address allows 50, for carrier-grade NAT).
        { "x-forwarded-for": `198.51.100.${i}, 2001:db8:7::1` },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

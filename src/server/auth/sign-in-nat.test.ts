import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { SIGN_IN_IP_LIMIT } from "./auth-routes";

const PASSWORD = "a long test passphrase";

/**
 * Issue 40, item 8: people behind one carrier-grade NAT address. With better-auth's own limits on, as in
 * production.
 */
describe("one IPv4 address shared by many people", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" }, { authRateLimit: true });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, ip: string, cookie = "") =>
    t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": ip, cookie },
      body: JSON.stringify(body),
    });

  it("lets the owner's browser (device cookie) sign in after others used up the address's sign-in allowance", async () => {
    const owner = "nat-owner@example.com";
    const device = await signedInCookie(t, owner, "user");
    const nat = "100.64.0.1";
    const others: number[] = [];
    for (let i = 0; i <= SIGN_IN_IP_LIMIT.points; i += 1) {
      others.push(
        (await post("/api/auth/sign-in/email", { email: `other${i}@example.com`, password: "x".repeat(8) }, nat))
          .status,
      );
    }
    expect(others.at(-1)).toBe(429);
    const res = await post("/api/auth/sign-in/email", { email: owner, password: PASSWORD }, nat, device);
    expect(res.status).toBe(200);
    // A browser without the cookie on that address is still refused.
    expect((await post("/api/auth/sign-in/email", { email: owner, password: PASSWORD }, nat)).status).toBe(429);
  });

  it("lets twenty people sign up from one carrier's IPv4 address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          "/api/auth/sign-up/email",
          { email: `nat-person${i}@example.com`, password: PASSWORD, name: "Ada" },
          "100.64.0.2",
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(new Array(20).fill(200));
  });

  it("still limits sign-ups from one IPv6 /64 (one subscriber)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const body = { email: `v6-person${i}@example.com`, password: PASSWORD, name: "Ada" };
      statuses.push((await post("/api/auth/sign-up/email", body, `2001:db8:40:8::${i + 1}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

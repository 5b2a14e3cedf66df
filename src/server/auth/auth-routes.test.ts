import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { SIGN_IN_ACCOUNT_FREE_FAILURES, SIGN_IN_PAIR_FREE_FAILURES } from "./sign-in-throttle";

describe("sign-in and sign-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
    await signedInCookie(t, "victim@example.com", "user");
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip: string) =>
    t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": ip },
      body: JSON.stringify({ email, password }),
    });

  it("gives the same error for a wrong password and an unknown address", async () => {
    const wrong = await signIn("victim@example.com", "not the password", "203.0.113.1");
    const unknown = await signIn("nobody@example.com", "not the password", "203.0.113.2");
    expect(wrong.status).toBe(unknown.status);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      ((await unknown.json()) as { message: string }).message,
    );
  });

  it("refuses a 30,000-character email before any limiter sees it (issue 29, item 3)", async () => {
    const limiters = t.runtime.rateLimiters;
    const seen = [vi.spyOn(limiters, "waitFor"), vi.spyOn(limiters, "count"), vi.spyOn(limiters, "block")];
    try {
      const res = await signIn(`${"a".repeat(30_000)}@example.com`, "guess", "203.0.113.30");
      expect(res.status).toBe(400);
      for (const spy of seen) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of seen) spy.mockRestore();
    }
  });

  const PASSWORD = "a long test passphrase";
  const retryAfter = (res: Response) => Number(res.headers.get("retry-after"));

  it("never counts successful sign-ins: the owner signs in as often as they like", async () => {
    await signedInCookie(t, "frequent@example.com", "user");
    for (let i = 0; i < SIGN_IN_ACCOUNT_FREE_FAILURES + 5; i += 1) {
      expect((await signIn("frequent@example.com", PASSWORD, `198.18.0.${i + 1}`)).status).toBe(200);
    }
  });

  it("does not let an attacker's failures lock the owner out from another address", async () => {
    await signedInCookie(t, "owner@example.com", "user");
    for (let i = 0; i < SIGN_IN_PAIR_FREE_FAILURES + 3; i += 1)
      await signIn("owner@example.com", "guess", "198.18.1.1");
    expect((await signIn("owner@example.com", "guess", "198.18.1.1")).status).toBe(429);
    expect((await signIn("owner@example.com", PASSWORD, "198.18.2.2")).status).toBe(200);
  });

  it("slows repeated failures from one address with growing delays, not a long lock", async () => {
    for (let i = 0; i < SIGN_IN_PAIR_FREE_FAILURES; i += 1) {
      expect((await signIn("victim@example.com", "guess", "198.18.3.3")).status).toBe(401);
    }
    const first = await signIn("victim@example.com", "guess", "198.18.3.3");
    expect(first.status).toBe(429);
    expect(((await first.json()) as { error: string }).error).toMatch(/Too many sign-in attempts/);
    expect(retryAfter(first)).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, retryAfter(first) * 1000 + 50));
    expect((await signIn("victim@example.com", "guess", "198.18.3.3")).status).toBe(401);
    const second = await signIn("victim@example.com", "guess", "198.18.3.3");
    expect(second.status).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(retryAfter(first));
    expect(retryAfter(second)).toBeLessThanOrEqual(5);
  });

  it("resets an address's failures once it signs in", async () => {
    await signedInCookie(t, "forgetful@example.com", "user");
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < SIGN_IN_PAIR_FREE_FAILURES - 1; i += 1) {
        expect((await signIn("forgetful@example.com", "guess", "198.18.4.4")).status).toBe(401);
      }
      expect((await signIn("forgetful@example.com", PASSWORD, "198.18.4.4")).status).toBe(200);
    }
  });

  it("still slows guessing one account from many addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_ACCOUNT_FREE_FAILURES; i += 1) {
      statuses.push((await signIn("Target@example.com", "guess", `198.51.100.${i + 1}`)).status);
    }
    expect(statuses.slice(0, SIGN_IN_ACCOUNT_FREE_FAILURES).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  describe("the owner's own browser (issue 29, item 4)", () => {
    const signInFrom = (email: string, password: string, ip: string, cookie: string) =>
      t.app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": ip, cookie },
        body: JSON.stringify({ email, password }),
      });

    it("keeps signing in while an attacker fails from twenty addresses, then once each time the wait expires", async () => {
      const owner = "locked-owner@example.com";
      const browserCookies = await signedInCookie(t, owner, "user");
      let attacker = 0;
      const attack = () => signIn(owner, "guess", `198.19.${Math.floor(attacker / 250)}.${(attacker++ % 250) + 1}`);
      for (let i = 0; i < SIGN_IN_ACCOUNT_FREE_FAILURES; i += 1) await attack();
      const refused = await attack();
      expect(refused.status).toBe(429);
      const owners: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        owners.push((await signInFrom(owner, PASSWORD, `203.0.113.${50 + round}`, browserCookies)).status);
        await new Promise((resolve) => setTimeout(resolve, retryAfter(refused) * 1000 + 50));
        await attack();
        owners.push((await signInFrom(owner, PASSWORD, "203.0.113.60", browserCookies)).status);
      }
      expect(owners).toEqual(new Array(6).fill(200));
      expect(browserCookies).toContain("sign-in-device=");
      // A browser without the cookie (the attacker's, or a new one) is still slowed.
      expect((await signIn(owner, PASSWORD, "203.0.113.61")).status).toBe(429);
    }, 30_000);

    it("gives the device its own allowance: its wrong passwords slow it, a cookie for another account is no key", async () => {
      const owner = "device-owner@example.com";
      const browserCookies = await signedInCookie(t, owner, "user");
      for (let i = 0; i < SIGN_IN_PAIR_FREE_FAILURES; i += 1) {
        expect((await signInFrom(owner, "guess", `203.0.113.${70 + i}`, browserCookies)).status).toBe(401);
      }
      expect((await signInFrom(owner, "guess", "203.0.113.80", browserCookies)).status).toBe(429);
      const other = await signedInCookie(t, "someone-else@example.com", "user");
      const res = await signInFrom(owner, "guess", "203.0.113.81", other);
      expect(res.status).toBe(401); // counted as any browser, not as the owner's device
    });
  });

  it.each([
    ["application/x-www-form-urlencoded", "email=victim%40example.com&password=guess"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nvictim@example.com\r\n--x--',
    ],
    ["text/plain", '{"email":"victim@example.com","password":"guess"}'],
  ])("refuses a %s body on the auth routes with 415, so no limit is skipped", async (contentType, body) => {
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email"]) {
      const res = await t.app.request(path, {
        method: "POST",
        headers: { "content-type": contentType, origin: TEST_ORIGIN, "x-forwarded-for": "198.18.5.5" },
        body,
      });
      expect(res.status, path).toBe(415);
    }
  });

  it("takes as long to answer a registered address as a new one (medians of several tries)", async () => {
    let n = 0;
    const timedSignUp = async (email: string) => {
      n += 1;
      const started = performance.now();
      const res = await t.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": `192.0.2.${n}` },
        body: JSON.stringify({ email, password: "a long passphrase", name: "x" }),
      });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    await timedSignUp("warm-up@example.com");
    const duplicate: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      duplicate.push(await timedSignUp("victim@example.com"));
      fresh.push(await timedSignUp(`timing-${i}@example.com`));
    }
    const ratio = median(duplicate) / median(fresh);
    expect(ratio, `duplicate ${median(duplicate).toFixed(1)} ms, new ${median(fresh).toFixed(1)} ms`).toBeGreaterThan(
      0.8,
    );
    expect(ratio).toBeLessThan(1.25);
  });

  it("answers a duplicate sign-up like a new one, so it reveals no registered address", async () => {
    const signUp = (email: string) =>
      t.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": "192.0.2.77" },
        body: JSON.stringify({ email, password: "a long passphrase", name: "x" }),
      });
    const existing = await signUp("victim@example.com");
    const fresh = await signUp("fresh@example.com");
    expect(existing.status).toBe(fresh.status);
    const shape = (body: { user: Record<string, unknown> }) => Object.keys(body.user).sort();
    expect(shape((await existing.json()) as { user: Record<string, unknown> })).toEqual(
      shape((await fresh.json()) as { user: Record<string, unknown> }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { SIGN_IN_ACCOUNT_LIMIT } from "./auth-routes";

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

  it("limits sign-in attempts per account, whatever the address", async () => {
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT.points; i += 1) {
      expect((await signIn("Target@example.com", "guess", `198.51.100.${i + 1}`)).status).not.toBe(429);
    }
    const limited = await signIn("target@example.com", "guess", "198.51.100.200");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).not.toBeNull();
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many sign-in attempts/);
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

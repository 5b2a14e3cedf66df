import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

// Issue 54, 2: better-auth answers only the endpoints the pages use (those in /api/openapi.json); of those, the
// password reset has a per-email limit (its own tests) and sign-up emails an address once at most.
describe("the authentication routes", () => {
  let t: TestApp;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
    cookie = await signedInCookie(t, "member@example.com", "user");
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.request(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": ip, ...headers },
      body: JSON.stringify(body),
    });

  it("refuses the endpoints no page uses, signed in or not, and sends nothing (issue 54, 2)", async () => {
    await t.clearEmails();
    const unused: [string, unknown][] = [
      ["/send-verification-email", { email: "victim@example.com" }],
      ["/update-user", { name: "x" }],
      ["/change-email", { newEmail: "other@example.com" }],
      ["/change-password", { currentPassword: "a long test passphrase", newPassword: "another long passphrase" }],
      ["/delete-user", {}],
      ["/revoke-sessions", {}],
      ["/sign-in/social", { provider: "google" }],
      ["/admin/list-users", {}],
    ];
    for (const [index, [path, body]] of unused.entries()) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const res = await post(path, body, `203.0.113.${index + 1}`, headers);
        expect(res.status, path).toBe(404);
      }
    }
    for (const path of ["/list-sessions", "/reset-password/some-token", "/ok"]) {
      expect((await t.app.request(`/api/auth${path}`, { headers: { cookie } })).status, path).toBe(404);
    }
    expect(await t.sentEmails()).toEqual([]);
  });

  it("sends one confirmation email to an address, however many sign-ups from however many addresses (issue 54, 2)", async () => {
    await t.clearEmails();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post(
        "/sign-up/email",
        { email: "target@example.com", password: "a long test passphrase", name: "Target" },
        `198.51.100.${i + 1}`,
      );
      answers.push(res.status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await t.sentEmails()).map((email) => email.to)).toEqual(["target@example.com"]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

// Issue 54, 7: an account's name is copied into every tracked visit of the account, so it is a person's name like the
// forms' ones: at most 200 characters, one line, no web address.
describe("an account's name", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  let ip = 0;
  const signUp = (email: string, name: string) =>
    t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": `192.0.2.${++ip}` },
      body: JSON.stringify({ email, password: "a long test passphrase", name }),
    });
  const storedName = async (email: string) =>
    (await t.runtime.database.db.select({ name: user.name }).from(user).where(eq(user.email, email)))[0]?.name;

  it("is refused over 200 characters or when it reads as a web address, saying why (issue 54, 7)", async () => {
    for (const [email, name, message] of [
      ["long@example.com", "a".repeat(30_000), /at most 200/],
      ["link@example.com", "Security team: renew at https://evil.example", /web address/],
      ["host@example.com", "billing.example", /web address/],
    ] as const) {
      const res = await signUp(email, name);
      expect(res.status, name.slice(0, 40)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
      expect(await storedName(email)).toBeUndefined();
    }
  });

  it("is stored on one line, without bidirectional overrides (issue 54, 7)", async () => {
    expect((await signUp("bidi@example.com", "Ada\u202Eecalovol\nLovelace\u2028")).status).toBe(200);
    expect(await storedName("bidi@example.com")).toBe("Ada ecalovol Lovelace");
    expect((await signUp("ok@example.com", "J. R. R. Tolkien")).status).toBe(200);
    expect(await storedName("ok@example.com")).toBe("J. R. R. Tolkien");
  });
});

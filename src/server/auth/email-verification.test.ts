import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

/** Issue 29, item 9: a mail scanner fetching the link must not verify the account. */
describe("email verification acts on a POST only", () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  const signUpAndReadLink = async (email: string) => {
    await t.clearEmails();
    const res = await t.postJson(
      "/api/auth/sign-up/email",
      { email, password: "a long passphrase", name: "x" },
      { "x-forwarded-for": `192.0.2.${++n}` },
    );
    expect(res.status).toBe(200);
    const mail = (await t.sentEmails()).find((email_) => email_.to === email);
    const link = mail?.links[0];
    if (!link) throw new Error("no verification link");
    return new URL(link);
  };
  const verified = async (email: string) =>
    (await t.runtime.database.db.select().from(user).where(eq(user.email, email)))[0]?.emailVerified;

  it("does not verify when the emailed link is fetched, as a mail scanner does", async () => {
    const email = "scanned@example.com";
    const link = await signUpAndReadLink(email);
    const fetched = await t.app.request(`${link.pathname}${link.search}`);
    expect(fetched.status).toBeLessThan(500);
    expect(await verified(email)).toBe(false);
    // better-auth's own GET endpoint (the link of older emails) leads to the page instead of verifying.
    const token = link.searchParams.get("token") ?? "";
    const legacy = await t.app.request(`/api/auth/verify-email?token=${token}&callbackURL=/`);
    expect(legacy.status).toBe(303);
    expect(legacy.headers.get("location")).toBe(`/verify-email?token=${token}`);
    expect(await verified(email)).toBe(false);
  });

  it("links to the page with a button, which confirms the address with a POST", async () => {
    const email = "confirms@example.com";
    const link = await signUpAndReadLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/verify-email`);
    const res = await t.postJson("/api/account/verify-email", { token: link.searchParams.get("token") });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ verified: true });
    expect(await verified(email)).toBe(true);
  });

  it("answers 400 to an invalid token", async () => {
    const res = await t.postJson("/api/account/verify-email", { token: "not-a-real-token-0123456789" });
    expect(res.status).toBe(400);
  });

  it("lets the real owner of an address take the account back with a reset link sent to it", async () => {
    const email = "taken@example.com";
    // Someone else signed up with this address, and it got verified (as a scanner's fetch did before).
    await signUpAndReadLink(email);
    await t.runtime.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const squatter = await t.postJson(
      "/api/auth/sign-in/email",
      { email, password: "a long passphrase" },
      { "x-forwarded-for": "192.0.2.200" },
    );
    expect(squatter.status).toBe(200);
    const squatterCookie = (squatter.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");

    await t.clearEmails();
    const asked = await t.postJson("/api/auth/request-password-reset", { email }, { "x-forwarded-for": "192.0.2.201" });
    expect(asked.status).toBe(200);
    const mail = (await t.sentEmails()).find((sent) => sent.to === email && sent.subject === "Reset your password");
    const reset = new URL(mail?.links[0] ?? "http://missing");
    expect(`${reset.origin}${reset.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
    const done = await t.postJson("/api/auth/reset-password", {
      token: reset.searchParams.get("token"),
      newPassword: "the owner's own passphrase",
    });
    expect(done.status).toBe(200);

    const signIn = (password: string) =>
      t.postJson("/api/auth/sign-in/email", { email, password }, { "x-forwarded-for": "192.0.2.202" });
    expect((await signIn("the owner's own passphrase")).status).toBe(200);
    expect((await signIn("a long passphrase")).status).toBe(401);
    const session = await t.app.request("/api/auth/get-session", { headers: { cookie: squatterCookie } });
    expect(await session.json()).toBeNull();
  });

  it("sends the reset link in German to a person who asked for it from SwissHack's German pages", async () => {
    const email = "reset.de@example.com";
    await signUpAndReadLink(email);
    await t.clearEmails();
    const asked = await t.postJson(
      "/api/auth/request-password-reset",
      { email, redirectTo: "/de" },
      { "x-forwarded-for": "192.0.2.210" },
    );
    expect(asked.status).toBe(200);
    const mail = (await t.sentEmails()).find((sent) => sent.to === email);
    expect(mail?.subject).toBe("Passwort zurücksetzen");
    expect(mail?.html).toContain('lang="de-CH"');
    const reset = new URL(mail?.links[0] ?? "http://missing");
    expect(`${reset.pathname}?lang=${reset.searchParams.get("lang")}`).toBe("/reset-password?lang=de");
  });
});

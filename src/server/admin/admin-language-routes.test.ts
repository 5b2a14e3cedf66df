import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

describe.each(databaseTargets())("the back office's language per account on %s", (target) => {
  let t: TestApp;
  let owner = "";
  let expert = "";
  const request = (cookie: string, path: string, method = "GET", body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const sessionLanguage = async (cookie: string) =>
    ((await (await request(cookie, "/api/auth/get-session")).json()) as { user: { adminLanguage?: string | null } })
      .user.adminLanguage ?? null;

  beforeAll(async () => {
    t = await createTestApp(target, {});
    owner = await signedInCookie(t, "owner@example.com", "admin");
    expert = await signedInCookie(t, "expert@example.com", "admin");
  });
  afterAll(() => t.close());

  it("is unset (French) until chosen, then the session carries the account's choice and no other's", async () => {
    expect(await sessionLanguage(owner)).toBeNull();
    const saved = await request(owner, "/api/admin/me/language", "PUT", { language: "en" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ language: "en" });
    expect(await sessionLanguage(owner)).toBe("en");
    expect(await sessionLanguage(expert)).toBeNull();
    expect((await request(owner, "/api/admin/me/language", "PUT", { language: "fr" })).status).toBe(200);
    expect(await sessionLanguage(owner)).toBe("fr");
  });

  it("refuses another language, a visitor's account and no session", async () => {
    expect((await request(owner, "/api/admin/me/language", "PUT", { language: "de" })).status).toBe(400);
    const visitor = await signedInCookie(t, "visitor@example.com", "user");
    expect((await request(visitor, "/api/admin/me/language", "PUT", { language: "en" })).status).toBe(403);
    expect((await request("", "/api/admin/me/language", "PUT", { language: "en" })).status).toBe(401);
  });

  it("cannot be written by the account's own update (only the admin route writes it)", async () => {
    await request(expert, "/api/auth/update-user", "POST", { adminLanguage: "en" });
    expect(await sessionLanguage(expert)).toBeNull();
  });
});

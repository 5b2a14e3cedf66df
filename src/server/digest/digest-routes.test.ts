import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactForm, emailOutbox, user } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

describe.each(databaseTargets())("'send the daily digest now' on %s", (target) => {
  let t: TestApp;
  let french = "";
  let english = "";
  const send = (cookie: string) =>
    t.app.request("/api/admin/digest", { method: "POST", headers: { cookie, origin: TEST_ORIGIN } });
  const queued = () => t.runtime.database.db.select().from(emailOutbox);

  beforeAll(async () => {
    t = await createTestApp(target, {});
    french = await signedInCookie(t, "patron@example.com", "admin");
    english = await signedInCookie(t, "owner@example.com", "admin");
    await t.runtime.database.db.update(user).set({ adminLanguage: "en" }).where(eq(user.email, "owner@example.com"));
  });
  beforeEach(async () => {
    await t.runtime.database.db.delete(emailOutbox);
    await t.runtime.database.db.delete(contactForm);
  });
  afterAll(() => t.close());

  it("sends today's leads so far, in the account's language, and answers which day until when", async () => {
    const now = Date.now();
    await t.runtime.database.db.insert(contactForm).values([
      { name: "Today", email: "today@example.com", project: "p", createdAt: new Date(now - 1_000) },
      { name: "Earlier", email: "earlier@example.com", project: "p", createdAt: new Date(now - 30 * 3_600_000) },
    ]);
    const res = await send(english);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { to: string; day: string; until: string; covers: string };
    expect(body.to).toBe("owner@example.com");
    expect(body.covers).toMatch(/^today, \w+day \d{1,2} \w+ until \d\d:\d\d$/);
    expect(new Date(body.until).getTime()).toBeGreaterThanOrEqual(now);
    const [email] = await queued();
    expect(email?.subject).toContain(`Daily digest, ${body.covers}: 1 new lead`);
    expect(email?.text).toContain("Today <today@example.com>");
    expect(email?.text).not.toContain("Earlier <earlier@example.com>");
  });

  it("speaks French to an account that has not chosen", async () => {
    const res = await send(french);
    const body = (await res.json()) as { covers: string };
    expect(body.covers).toMatch(/^aujourd'hui, \S+ \d{1,2} \S+ jusqu'à \d\d:\d\d$/);
    const [email] = await queued();
    expect(email?.subject).toContain(`Résumé quotidien, ${body.covers} :`);
  });
});

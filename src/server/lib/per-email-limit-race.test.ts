import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRedisUrl } from "../env";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

/** PGlite with limits in memory; PostgreSQL with limits in Redis when both test servers are given. */
const STORES = databaseTargets().map((target) => {
  const redisUrl = target === "postgres" ? testRedisUrl() : undefined;
  const overrides: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};
  return { target, overrides };
});

/**
 * Issue 40, item 1: the per-email limit was checked before the handler and counted after it, so parallel
 * requests all passed the check. It must be consumed atomically before the work.
 */
describe.each(STORES)("the per-email limit under parallel requests ($target, $overrides)", ({ target, overrides }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true", ...overrides });
  });
  afterAll(() => t.close());

  it("accepts 3 of 25 parallel contact forms with one email from 25 addresses, and sends 3 confirmations", async () => {
    const email = `race-${target}-${Date.now()}@example.com`;
    await t.clearEmails();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.postJson(
          "/api/submit-contact-form",
          { name: "Ada Lovelace", email, project: "Calls" },
          { "x-forwarded-for": `198.51.100.${i + 1}` },
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(),
    ).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(22);
    const confirmations = (await t.sentEmails()).filter((mail) => mail.to === email);
    expect(confirmations).toHaveLength(3);
  });

  it("sends at most 3 reset emails for 30 parallel password-reset requests for one account", async () => {
    const email = `reset-race-${target}-${Date.now()}@example.com`;
    await t.runtime.auth.api.signUpEmail({ body: { email, password: "a long test passphrase", name: "Ada" } });
    await t.clearEmails();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.postJson("/api/auth/request-password-reset", { email }, { "x-forwarded-for": `203.0.113.${i + 1}` }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
    const resets = (await t.sentEmails()).filter((mail) => mail.to === email);
    expect(resets).toHaveLength(3);
  });

  it("gives the point back when the handler refuses the submission, so a correction is never refused", async () => {
    const email = `refund-${target}-${Date.now()}@example.com`;
    // A demo booking for a slot that does not exist: the schema accepts it, the handler answers 409 (or 400).
    for (let i = 1; i <= 4; i += 1) {
      const refused = await t.postJson(
        "/api/submit-demo-booking",
        {
          name: "Ada Lovelace",
          email,
          project: "Calls",
          slot: { start: "2020-01-06T15:00:00.000Z", timeZone: "Europe/Zurich" },
        },
        { "x-forwarded-for": `192.0.2.${i}` },
      );
      expect(refused.status, `attempt ${i}`).toBe(409);
    }
    const accepted = await t.postJson(
      "/api/submit-demo-booking",
      { name: "Ada Lovelace", email, project: "Calls" },
      { "x-forwarded-for": "192.0.2.9" },
    );
    expect(accepted.status).toBe(201);
  });
});

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ISSUE_TEMPLATE } from "./campaign-email";
import { keepIssuePace } from "./issue-pacing";

// Issue 54, 9: after a restart in the middle of a send, the emails that came due during the outage left back to back.
describe("the newsletter's pace after an outage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("spaces again the emails that came due while no instance sent, and those after them (issue 54, 9)", async () => {
    const { db } = t.runtime.database;
    const spacingMs = 100; // 600 a minute
    // An issue that should have sent one email every 100 ms since 20 s ago, then the instances stopped.
    const now = Date.now();
    await db.insert(emailOutbox).values(
      Array.from({ length: 300 }, (_, i) => ({
        template: ISSUE_TEMPLATE,
        to: `s${i}@example.com`,
        subject: "Astuce",
        text: "",
        nextAttemptAt: new Date(now - 20_000 + i * spacingMs),
      })),
    );
    await db
      .insert(emailOutbox)
      .values({ template: "lead-confirmation", to: "lead@example.com", subject: "s", text: "" });
    const paced = Date.now();
    await keepIssuePace(db, 600);
    const times = (
      await db
        .select({ at: emailOutbox.nextAttemptAt })
        .from(emailOutbox)
        .where(eq(emailOutbox.template, ISSUE_TEMPLATE))
        .orderBy(asc(emailOutbox.nextAttemptAt))
    ).map((row) => row.at.getTime());
    const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0));
    // The first leaves now, each next one 100 ms after the one before: none is left in the past as a backlog.
    expect(times[0]).toBeGreaterThanOrEqual(paced - 1_000);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(spacingMs - 1);
    // Other emails are not held back.
    const [lead] = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "lead-confirmation"));
    expect(lead?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

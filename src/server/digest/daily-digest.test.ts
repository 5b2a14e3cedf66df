import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactForm, emailOutbox, scheduledJobRuns } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { sendDailyDigestIfDue, sendDigestNow } from "./daily-digest";

// Monday 23 November 2026: 06:30 and 07:30 in Zurich (CET, UTC+1).
const BEFORE_HOUR = new Date("2026-11-23T05:30:00Z");
const AFTER_HOUR = new Date("2026-11-23T06:30:00Z");

describe.each(databaseTargets())("daily digest on %s", (target) => {
  let t: TestApp;
  const env = () => ({ ...t.runtime.env, TEAM_EMAIL: "team@example.com", DIGEST_HOUR: 7 });
  const queued = () => t.runtime.database.db.select().from(emailOutbox);

  beforeAll(async () => {
    t = await createTestApp(target, {});
  });
  beforeEach(async () => {
    const { db } = t.runtime.database;
    await db.delete(contactForm);
    await db.delete(emailOutbox);
    await db.delete(scheduledJobRuns);
  });
  afterAll(() => t.close());

  it("says nothing when there is nothing to act on", async () => {
    expect(await sendDailyDigestIfDue(t.runtime.database.db, env(), AFTER_HOUR)).toBe(false);
    expect(await queued()).toHaveLength(0);
  });

  it("sends yesterday's leads with their source and the follow-ups due, once, after DIGEST_HOUR", async () => {
    const { db } = t.runtime.database;
    await db.insert(contactForm).values([
      {
        name: "Ada",
        email: "ada@example.com",
        project: "p",
        createdAt: new Date("2026-11-22T10:00:00Z"),
        firstTouch: { utm_source: "newsletter", utm_campaign: "nov" },
      },
      { name: "Old", email: "old@example.com", project: "p", createdAt: new Date("2026-11-20T10:00:00Z") },
      {
        name: "Bob",
        email: "bob@example.com",
        project: "p",
        createdAt: new Date("2026-11-01T10:00:00Z"),
        pipelineStatus: "contacted",
        ownerNote: "Send the offer",
        followUpOn: "2026-11-21",
      },
    ]);
    expect(await sendDailyDigestIfDue(db, env(), BEFORE_HOUR)).toBe(false);
    expect(await sendDailyDigestIfDue(db, env(), AFTER_HOUR)).toBe(true);
    expect(await sendDailyDigestIfDue(db, env(), new Date(AFTER_HOUR.getTime() + 3_600_000))).toBe(false);

    const [email] = await queued();
    expect(email?.to).toBe("team@example.com");
    expect(email?.subject).toBe("Daily digest: 1 new lead(s), 1 follow-up(s) due");
    expect(email?.text).toContain("Daily digest for 2026-11-22");
    expect(email?.text).toContain("[contacts] Ada <ada@example.com>, source: newsletter / nov");
    expect(email?.text).not.toContain("Old <old@example.com>");
    expect(email?.text).toContain("2026-11-21 [contacts] Bob <bob@example.com> (contacted): Send the offer");
    expect(email?.text).toContain("SwissHack: Visits 0 → Audit dialog opened 0");
  });

  it("sends the digest at once when the owner asks, even with nothing to say", async () => {
    await sendDigestNow(t.runtime.database.db, env(), "boss@example.com", AFTER_HOUR);
    const [email] = await queued();
    expect(email).toMatchObject({ to: "boss@example.com", subject: "Daily digest: nothing to act on" });
  });
});

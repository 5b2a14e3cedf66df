import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "../db/schema";
import { testDatabaseUrl } from "../env";
import { createLogger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { createOutboxWorker } from "../mail/outbox";
import { SAMPLE_BODY, seedSubscribers } from "../testing/newsletter-subscribers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { markBouncing } from "./bounces";
import { ISSUE_TEMPLATE } from "./campaign-email";
import { newsletterCampaignJob } from "./campaign-jobs";
import { finishCampaigns, queueCampaign, queueSettingsOf, startCampaignNow, weeklyLimitCutoff } from "./campaign-queue";
import { createCampaign, listCampaigns, subscriberCounts } from "./campaign-store";
import { issueWriter } from "./issue-writer";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-link";

const draft = { locale: "fr" as const, subject: "Astuce", bodyMarkdown: SAMPLE_BODY };
const recorder = (sent: string[], delayMs = 0): Mailer => ({
  send: async (message) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    sent.push(message.to);
  },
  describe: () => "recorder",
});

describe("the weekly limit's cutoff", () => {
  it("lets an issue every Tuesday morning through, whatever minute each started and across clock changes", () => {
    const started = new Date("2026-11-24T07:00:05Z"); // Tuesday 08:00:05 in Zurich
    const cutoff = weeklyLimitCutoff(started);
    expect(cutoff.toISOString()).toBe("2026-11-17T23:00:00.000Z"); // Wednesday 18th, midnight in Zurich
    expect(new Date("2026-11-17T07:00:25Z") < cutoff).toBe(true); // last Tuesday, 20 s later in the hour
    expect(new Date("2026-11-18T06:00:00Z") < cutoff).toBe(false); // last Wednesday: too recent
    // Spring: Tuesday 08:00 CET, then Tuesday 08:00 CEST is 6 days 23 hours later, still a week by the calendar.
    expect(new Date("2027-03-23T07:00:00Z") < weeklyLimitCutoff(new Date("2027-03-30T06:00:00Z"))).toBe(true);
  });
});

describe.each(databaseTargets())("queueing and sending an issue on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { NEWSLETTER_RATE_PER_MINUTE: "600" });
  });
  beforeEach(async () => {
    await t.clearEmails();
    await t.runtime.database.db.delete(newsletterCampaigns);
    await t.runtime.database.db.delete(newsletterSubscriptions);
    await t.runtime.database.db.delete(emailOutbox);
  });
  afterAll(() => t.close());

  it("spaces the emails' send times at the configured rate", async () => {
    const { db } = t.runtime.database;
    await seedSubscribers(
      db,
      t.runtime.secret,
      Array.from({ length: 5 }, (_, i) => ({ email: `p${i}@example.com` })),
    );
    const campaign = await createCampaign(db, draft, "owner@example.com");
    await startCampaignNow(db, campaign.id);
    await queueCampaign(db, queueSettingsOf(t.runtime), campaign.id);
    const times = (await db.select({ at: emailOutbox.nextAttemptAt }).from(emailOutbox))
      .map((row) => row.at.getTime())
      .sort();
    // 600 a minute: one every 100 ms.
    expect(times.slice(1).map((time, i) => time - (times[i] as number))).toEqual([100, 100, 100, 100]);
  });

  it("queues each subscriber without a copy of the issue, written when it goes with their own unsubscribe link", async () => {
    const { db } = t.runtime.database;
    const ids = await seedSubscribers(db, t.runtime.secret, [
      { email: "lea@example.com" },
      { email: "marc@example.com" },
    ]);
    const campaign = await createCampaign(db, draft, "owner@example.com");
    await startCampaignNow(db, campaign.id);
    await queueCampaign(db, queueSettingsOf(t.runtime), campaign.id);
    const queued = await db.select().from(emailOutbox);
    expect(queued.map((row) => [row.subject, row.text, row.html])).toEqual([
      ["Astuce", "", null],
      ["Astuce", "", null],
    ]);

    await db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const emails = await t.sentEmails();
    expect(emails.map((email) => email.to).sort()).toEqual(["lea@example.com", "marc@example.com"]);
    for (const [i, email] of ["lea@example.com", "marc@example.com"].entries()) {
      const issue = emails.find((sent) => sent.to === email);
      const link = unsubscribeUrl(t.runtime.env.SITE_URL, unsubscribeToken(t.runtime.secret, ids[i] as string));
      expect(issue?.subject).toBe("Astuce");
      expect(issue?.text).toContain("Versez avant la fin de l'année");
      expect(issue?.text).toContain(link);
      expect(issue?.html).toContain("<h2");
      const header = issue?.mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line;
      expect(header?.replace(/\s+/g, "")).toBe(`List-Unsubscribe:<${link}>`);
    }
  });

  it("starts a scheduled issue once its time has come, and marks it sent with its counts once all left", async () => {
    const { db } = t.runtime.database;
    await seedSubscribers(db, t.runtime.secret, [{ email: "lea@example.com" }, { email: "marc@example.com" }]);
    const campaign = await createCampaign(db, draft, "owner@example.com");
    await db
      .update(newsletterCampaigns)
      .set({ status: "scheduled", scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(newsletterCampaigns.id, campaign.id));
    const job = newsletterCampaignJob(t.runtime);
    await job.run();
    const [started] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, campaign.id));
    expect(started).toMatchObject({ status: "sending", recipients: 2 });
    expect(await finishCampaigns(db)).toBe(0); // emails still waiting

    await db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const emails = await t.sentEmails();
    await job.run();
    const [done] = await listCampaigns(db);
    expect(done).toMatchObject({ status: "sent", recipients: 2, sent: 2, failed: 0 });
    expect(emails.map((email) => email.to).sort()).toEqual(["lea@example.com", "marc@example.com"]);
  });

  it("marks a subscriber bouncing when their mail server refuses the address for good", async () => {
    const { db } = t.runtime.database;
    await seedSubscribers(db, t.runtime.secret, [{ email: "lea@example.com" }, { email: "nobody@example.com" }]);
    const refusing: Mailer = {
      send: async (message) => {
        if (message.to === "nobody@example.com") {
          throw Object.assign(new Error("550 5.1.1 No such user"), { responseCode: 550, command: "RCPT TO" });
        }
      },
      describe: () => "refusing one",
    };
    const worker = createOutboxWorker(db, refusing, createLogger("silent"));
    worker.writeWhenSent(ISSUE_TEMPLATE, issueWriter(queueSettingsOf(t.runtime)));
    worker.whenRecipientRefused(markBouncing);
    const campaign = await createCampaign(db, draft, "owner@example.com");
    await startCampaignNow(db, campaign.id);
    await queueCampaign(db, queueSettingsOf(t.runtime), campaign.id);
    await db.update(emailOutbox).set({ nextAttemptAt: new Date() });
    await worker.flush();

    const [bouncing] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "nobody@example.com"));
    expect(bouncing?.bouncedAt).toBeInstanceOf(Date);
    expect((await subscriberCounts(db)).find((row) => row.locale === "fr")).toMatchObject({
      subscribed: 1,
      bouncing: 1,
    });
    expect((await listCampaigns(db))[0]).toMatchObject({ recipients: 2, sent: 1, failed: 1, bounced: 1 });
    const statuses = await db.select({ status: newsletterDeliveries.status }).from(newsletterDeliveries);
    expect(statuses.map((row) => row.status).sort()).toEqual(["bounced", "queued"]);
  });
});

const postgres = testDatabaseUrl();
if (!postgres) console.warn("TEST_DATABASE_URL is not set: the two-worker exactly-once test is skipped.");

describe.skipIf(!postgres)("two instances on one PostgreSQL", () => {
  let t: TestApp;
  let second: Database;
  beforeAll(async () => {
    t = await createTestApp("postgres", { NEWSLETTER_RATE_PER_MINUTE: "1000000" });
    second = await openDatabase({ databaseUrl: t.runtime.env.DATABASE_URL, dataDir: t.dataDir });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("queue the same issue at once and share its sending: every subscriber gets it exactly once", async () => {
    const { db } = t.runtime.database;
    const people = Array.from({ length: 2_500 }, (_, i) => ({ email: `s${i}@example.com` }));
    await seedSubscribers(db, t.runtime.secret, people);
    const campaign = await createCampaign(db, draft, "owner@example.com");
    const settings = queueSettingsOf(t.runtime);
    // Both instances are asked to start it (two clicks) and both queue it (the job and the request).
    const starts = await Promise.all([startCampaignNow(db, campaign.id), startCampaignNow(second.db, campaign.id)]);
    expect(starts.filter(Boolean)).toHaveLength(1);
    await Promise.all([queueCampaign(db, settings, campaign.id), queueCampaign(second.db, settings, campaign.id)]);

    const sentByA: string[] = [];
    const sentByB: string[] = [];
    const a = createOutboxWorker(db, recorder(sentByA, 1), createLogger("silent"));
    const b = createOutboxWorker(second.db, recorder(sentByB, 1), createLogger("silent"));
    for (const worker of [a, b]) worker.writeWhenSent(ISSUE_TEMPLATE, issueWriter(settings));
    const drain = async (worker: typeof a) => {
      while ((await worker.flush()) > 0) {
        // until nothing is due
      }
    };
    await Promise.all([drain(a), drain(b)]);
    const all = [...sentByA, ...sentByB];
    expect(all).toHaveLength(people.length);
    expect(new Set(all).size).toBe(people.length);
    expect(sentByA.length).toBeGreaterThan(0);
    expect(sentByB.length).toBeGreaterThan(0);
    expect(await db.select().from(newsletterDeliveries)).toHaveLength(people.length);
  });
});

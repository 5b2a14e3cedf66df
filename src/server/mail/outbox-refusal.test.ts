import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, scheduledJobRuns } from "../db/schema";
import { createLogger } from "../lib/logger";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import type { Mailer } from "./mailer";
import { createOutboxWorker, enqueueEmails, isPermanentRecipientRefusal } from "./outbox";

/** The error nodemailer gives when the server answers 550 to RCPT TO. */
const refusal = () =>
  Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 No such user"), {
    code: "EENVELOPE",
    responseCode: 550,
    command: "RCPT TO",
  });

const message = (to: string) => ({
  template: "newsletter-issue",
  to,
  brand: "swisshack" as const,
  subject: "S",
  text: "T",
});

describe("a permanent refusal of an address", () => {
  it("is a 5xx answer to RCPT TO, not a 4xx, nor a refusal of the message or of our credentials", () => {
    expect(isPermanentRecipientRefusal(refusal())).toBe(true);
    expect(isPermanentRecipientRefusal({ responseCode: 450, command: "RCPT TO" })).toBe(false);
    expect(isPermanentRecipientRefusal({ responseCode: 554, command: "DATA" })).toBe(false);
    expect(isPermanentRecipientRefusal({ responseCode: 535, command: "AUTH PLAIN" })).toBe(false);
    expect(isPermanentRecipientRefusal(new Error("connection refused"))).toBe(false);
  });
});

describe.each(databaseTargets())("the outbox on a refused address, on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());
  const refusing: Mailer = { send: () => Promise.reject(refusal()), describe: () => "refusing" };

  it("fails the email at once (no retries) and tells the listener in the same transaction", async () => {
    const { db } = t.runtime.database;
    const worker = createOutboxWorker(db, refusing, createLogger("silent"));
    const told: string[] = [];
    worker.whenRecipientRefused(async (writer, email) => {
      told.push(`${email.template} ${email.to}`);
      // A write of the listener's own, committed with the outbox's.
      await writer.insert(scheduledJobRuns).values({ name: `refused ${email.to}`, lastRunAt: new Date() });
    });
    await enqueueEmails(db, [message("gone@example.com")]);
    await worker.flush();
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "gone@example.com"));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(told).toEqual(["newsletter-issue gone@example.com"]);
    expect(
      await db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, "refused gone@example.com")),
    ).toHaveLength(1);
  });

  it("keeps the email failed when the listener throws, and rolls back only the listener's writes", async () => {
    const { db } = t.runtime.database;
    const worker = createOutboxWorker(db, refusing, createLogger("silent"));
    worker.whenRecipientRefused(async (writer, email) => {
      await writer.insert(scheduledJobRuns).values({ name: `half ${email.to}`, lastRunAt: new Date() });
      throw new Error("listener bug");
    });
    await enqueueEmails(db, [message("broken@example.com")]);
    await worker.flush();
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "broken@example.com"));
    expect(row?.status).toBe("failed");
    expect(
      await db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, "half broken@example.com")),
    ).toEqual([]);
  });
});

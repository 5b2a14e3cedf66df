import { tmpdir } from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/client";
import { emailOutbox } from "../db/schema";
import { createLogger } from "../lib/logger";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createScratchPostgres, databaseTargets } from "../testing/test-database";
import type { EmailMessage } from "./email-message";
import type { Mailer } from "./mailer";
import { backoffMs, createOutboxWorker, enqueueEmails } from "./outbox";

const message = {
  template: "test-message",
  to: "lead@example.com",
  brand: "swisshack" as const,
  subject: "Merci",
  text: "Bonjour, https://example.com/x",
};

describe.each(databaseTargets())("email outbox on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it("writes queued messages as .eml files and marks them sent", async () => {
    await enqueueEmails(t.runtime.database.db, [message]);
    const emails = await t.sentEmails();
    expect(emails.some((email) => email.subject === "Merci" && email.to === "lead@example.com")).toBe(true);
    const rows = await t.runtime.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, message.to));
    expect(rows.map((r) => r.status)).toEqual(["sent"]);
  });

  it("keeps a message and schedules a retry when the mail server fails", async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error("connection refused")),
      describe: () => "failing",
    };
    const { db } = t.runtime.database;
    const worker = createOutboxWorker(db, failing, createLogger("silent"));
    await enqueueEmails(db, [{ ...message, to: "retry@example.com" }]);
    const before = Date.now();
    expect(await worker.flush()).toBe(0);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "retry@example.com"));
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe("connection refused");
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1) - 1000);
  });

  it("writes an email queued without content when it goes; without a writer it waits, with nothing to write it fails", async () => {
    const { db } = t.runtime.database;
    const sent: EmailMessage[] = [];
    const recording: Mailer = { send: async (m) => void sent.push(m), describe: () => "recording" };
    const worker = createOutboxWorker(db, recording, createLogger("silent"));
    const blank = { ...message, template: "written-later", text: "" };
    await enqueueEmails(db, [
      { ...blank, to: "written@example.com" },
      { ...blank, to: "gone@example.com" },
    ]);
    expect(await worker.flush()).toBe(0);
    const waiting = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "written-later"));
    expect(waiting.map((row) => row.status)).toEqual(["pending", "pending"]);

    worker.writeWhenSent("written-later", async (_reader, email) =>
      email.to === "gone@example.com"
        ? null
        : { subject: "Écrit", text: `Pour ${email.to}`, html: null, headers: null },
    );
    await db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.template, "written-later"));
    expect(await worker.flush()).toBe(1);
    expect(sent.map((m) => [m.to, m.subject, m.text])).toEqual([
      ["written@example.com", "Écrit", "Pour written@example.com"],
    ]);
    const [gone] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "gone@example.com"));
    expect(gone?.status).toBe("failed");
  });

  it("a flush called during a pass also sends what was queued after that pass read the queue", async () => {
    const { db } = t.runtime.database;
    const sent: string[] = [];
    let releaseFirst: () => void = () => {};
    const slow: Mailer = {
      send: async (m) => {
        if (m.to === "first@example.com") await new Promise<void>((resolve) => (releaseFirst = resolve));
        sent.push(m.to);
      },
      describe: () => "slow",
    };
    const worker = createOutboxWorker(db, slow, createLogger("silent"));
    await enqueueEmails(db, [{ ...message, to: "first@example.com" }]);
    const firstPass = worker.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await enqueueEmails(db, [{ ...message, to: "second@example.com" }]);
    const flushed = worker.flush();
    releaseFirst();
    await firstPass;
    await flushed;
    expect(sent).toEqual(["first@example.com", "second@example.com"]);
  });

  it("makes a pending attachment when it sends, and keeps the email waiting while it cannot", async () => {
    const { db } = t.runtime.database;
    const received: EmailMessage[] = [];
    const mailer: Mailer = { send: async (m) => void received.push(m), describe: () => "recording" };
    const worker = createOutboxWorker(db, mailer, createLogger("silent"));
    const pendingAttachment = { kind: "pre-analysis-pdf" as const, preAnalysisId: "pa-1" };
    await enqueueEmails(db, [{ ...message, to: "pdf@example.com", pendingAttachment }]);
    // No maker yet (the PDF service is not running): nothing goes out without its attachment.
    expect(await worker.flush()).toBe(0);
    expect(received).toEqual([]);
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.to, "pdf@example.com"));
    worker.makeAttachmentsWith(async (pending) => ({
      filename: `${pending.kind === "pre-analysis-pdf" ? pending.preAnalysisId : pending.orderId}.pdf`,
      contentType: "application/pdf",
      contentBase64: "JVBERi0=",
    }));
    expect(await worker.flush()).toBe(1);
    expect(received.map((m) => m.attachments?.map((a) => a.filename))).toEqual([["pa-1.pdf"]]);
  });
});

describe.runIf(databaseTargets().includes("postgres"))("email outbox shared by two instances", () => {
  it("sends every message once when both pass over the queue at the same time", async () => {
    const scratch = await createScratchPostgres();
    const instances = await Promise.all(
      [1, 2].map(() => openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() })),
    );
    try {
      const sent: string[] = [];
      const slow: Mailer = {
        send: async (m) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent.push(m.to);
        },
        describe: () => "slow",
      };
      const recipients = Array.from({ length: 40 }, (_, i) => `shared-${i}@example.com`);
      await enqueueEmails(
        instances[0]?.db as Db,
        recipients.map((to) => ({ ...message, to })),
      );
      const workers = instances.map((instance) => createOutboxWorker(instance.db, slow, createLogger("silent")));
      const counts = await Promise.all(workers.map((worker) => worker.flush()));
      expect(sent.sort()).toEqual([...recipients].sort());
      expect(counts.every((count) => count > 0)).toBe(true);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await scratch.drop();
    }
  });
});

describe("backoffMs", () => {
  it("doubles from 30 s and stops at one hour", () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([30_000, 60_000, 120_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

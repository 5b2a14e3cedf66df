import { and, asc, eq, lte, sql } from "drizzle-orm";
import { type Db, isEmbedded } from "../db/client";
import { type EmailAttachment, emailOutbox, type PendingAttachment } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { EmailMessage } from "./email-message";
import type { Mailer } from "./mailer";

/** Anything drizzle can insert with: the database itself or a transaction. */
type Writer = Pick<Db, "insert">;

/** A message to queue; a newsletter gives its row's id (its delivery points to it) and when it may go (throttling). */
export type QueuedEmail = EmailMessage & { id?: string; nextAttemptAt?: Date };

/** Queues messages in the same transaction as the lead, so a mail failure can never lose the lead. */
export async function enqueueEmails(writer: Writer, messages: QueuedEmail[]): Promise<void> {
  if (messages.length === 0) return;
  await writer.insert(emailOutbox).values(
    messages.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      ...(m.nextAttemptAt ? { nextAttemptAt: m.nextAttemptAt } : {}),
      template: m.template,
      to: m.to,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments ?? null,
      pendingAttachment: m.pendingAttachment ?? null,
      brand: m.brand,
      headers: m.headers ?? null,
    })),
  );
}

export const MAX_ATTEMPTS = 10;

/** Delay before the next try: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Makes an attachment the email was queued without; throws when it cannot (the email is retried later). */
export type AttachmentMaker = (pending: PendingAttachment) => Promise<EmailAttachment>;

/**
 * Told, in the transaction that marks the email failed, that the mail server refused its address for good (a
 * newsletter marks the subscriber bouncing). Its failure is logged and leaves the email's own outcome untouched.
 */
export type RefusalListener = (writer: Db, email: { id: string; template: string | null; to: string }) => Promise<void>;

/** What an email queued without its content gets when it is sent. */
export type EmailContent = Pick<EmailMessage, "subject" | "text" | "html" | "headers">;

/**
 * Writes an email queued without its content (its text empty) when it is sent: a newsletter issue is queued to
 * thousands at once, each row naming only its recipient, and written from the issue as it goes. Null: there is
 * nothing to send any more (what it was written from is gone); the email fails for good.
 */
export type ContentWriter = (reader: Db, email: { id: string; to: string }) => Promise<EmailContent | null>;

/** Whether the mail server refused the recipient's address for good (5xx to RCPT TO): trying again cannot help. */
export function isPermanentRecipientRefusal(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && command === "RCPT TO";
}

export interface OutboxWorker {
  /** Sends what is due now; resolves when this pass is done. */
  flush(): Promise<number>;
  /** Asks for a pass soon (after a lead was stored). */
  kick(): void;
  /** How emails queued with a pending attachment get it (set once the PDF service runs). */
  makeAttachmentsWith(maker: AttachmentMaker): void;
  /** Who is told of an address refused for good (such an email is failed at once, not retried). */
  whenRecipientRefused(listener: RefusalListener): void;
  /** Who writes the emails of a template queued without their content (see ContentWriter). */
  writeWhenSent(template: string, writer: ContentWriter): void;
  stop(): Promise<void>;
}

/** Messages one pass sends at most; the rest wait for the next pass. */
const PASS_LIMIT = 50;

type OutboxRow = typeof emailOutbox.$inferSelect;

export function createOutboxWorker(db: Db, mailer: Mailer, logger: Logger): OutboxWorker {
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let stopped = false;
  let makeAttachment: AttachmentMaker | undefined;
  let onRefused: RefusalListener | undefined;
  const contentWriters = new Map<string, ContentWriter>();

  /** The row's attachments, with the one it was queued without made now. */
  async function attachmentsOf(row: OutboxRow): Promise<EmailAttachment[] | null> {
    if (!row.pendingAttachment) return row.attachments;
    if (!makeAttachment) throw new Error("no attachment maker yet: the email waits for it");
    return [...(row.attachments ?? []), await makeAttachment(row.pendingAttachment)];
  }

  /** The row's content: its own, or written now when it was queued without (an empty text). */
  async function contentOf(writer: Db, row: OutboxRow): Promise<EmailContent | null> {
    if (row.text) return row;
    const write = contentWriters.get(row.template ?? "");
    if (!write) throw new Error(`no writer for "${row.template}" emails yet: the email waits for it`);
    return write(writer, row);
  }

  /**
   * Claims the oldest due message and sends it inside one transaction: FOR UPDATE SKIP LOCKED hides it from every
   * other instance until this one marked it sent or failed. If the process dies mid-send, its connection closes,
   * the lock goes with it and another instance sends the message (only a death between the mail server's "250 OK"
   * and the commit can deliver it twice). PGlite is one process with one connection: no transaction held over the
   * network there, which would stall every other query.
   */
  const claimed = <T>(work: (writer: Db) => Promise<T>): Promise<T> =>
    isEmbedded(db) ? work(db) : db.transaction((tx) => work(tx as unknown as Db));

  async function sendNext(): Promise<"sent" | "failed" | "empty"> {
    return claimed(async (writer) => {
      const [row] = await writer
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return "empty";
      return deliver(writer, row);
    });
  }

  async function deliver(writer: Db, row: OutboxRow): Promise<"sent" | "failed"> {
    try {
      const content = await contentOf(writer, row);
      if (!content) return await giveUp(writer, row, "nothing to send any more: what it was written from is gone");
      await mailer.send({
        ...row,
        ...content,
        template: row.template ?? "unknown",
        attachments: await attachmentsOf(row),
      });
      await writer
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      return "sent";
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const refused = isPermanentRecipientRefusal(error);
      await writer
        .update(emailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 500),
          status: refused || attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
      if (refused) {
        logger.warn({ outboxId: row.id, template: row.template, err: message }, "email address refused for good");
        await tellRefusal(writer, row);
      } else {
        logger.warn({ outboxId: row.id, attempts, err: message }, "email delivery failed, will retry");
      }
      return "failed";
    }
  }

  async function giveUp(writer: Db, row: OutboxRow, reason: string): Promise<"failed"> {
    await writer
      .update(emailOutbox)
      .set({ status: "failed", attempts: row.attempts + 1, lastError: reason })
      .where(eq(emailOutbox.id, row.id));
    logger.warn({ outboxId: row.id, template: row.template }, reason);
    return "failed";
  }

  /** In a savepoint of the claiming transaction: a listener's error rolls back its own writes only. */
  async function tellRefusal(writer: Db, row: OutboxRow) {
    if (!onRefused) return;
    const listener = onRefused;
    try {
      await writer.transaction((savepoint) => listener(savepoint as unknown as Db, row));
    } catch (error) {
      logger.error(
        { outboxId: row.id, err: error instanceof Error ? error.message : String(error) },
        "refused address not recorded",
      );
    }
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < PASS_LIMIT && !stopped; i++) {
      const outcome = await sendNext();
      if (outcome === "empty") break;
      if (outcome === "sent") sent += 1;
    }
    return sent;
  }

  function flush(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      // The pass under way may have read the queue before the caller's message was committed: one more pass after
      // it, shared by every caller that arrives meanwhile, so a resolved flush has seen everything queued before it.
      next ??= running.then(() => {
        next = null;
        return flush();
      });
      return next;
    }
    running = pass()
      .catch((error) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, "outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    flush,
    makeAttachmentsWith: (maker) => {
      makeAttachment = maker;
    },
    whenRecipientRefused: (listener) => {
      onRefused = listener;
    },
    writeWhenSent: (template, writer) => {
      contentWriters.set(template, writer);
    },
    kick: () => {
      setImmediate(() => {
        if (!stopped) void flush();
      });
    },
    async stop() {
      stopped = true;
      await next;
      await running;
    },
  };
}

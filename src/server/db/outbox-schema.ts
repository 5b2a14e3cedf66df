import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./schema-columns";

// Work the server does in the background: the email outbox and the record of its scheduled jobs.

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** An attachment made when the email is sent, not when it is queued (a PDF the request need not wait for). */
export type PendingAttachment =
  | { kind: "pre-analysis-pdf"; preAnalysisId: string }
  /** A paid Premium order's receipt, with the seller's details in force when it was paid. */
  | { kind: "premium-receipt"; orderId: string; seller: Record<string, string | null> };

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    /** Which email this is (e.g. "audit-confirmation"), for the logs; null on rows queued before it was kept. */
    template: text("template"),
    to: text("to").notNull(),
    /** Where replies go when not to the operator's CONTACT_EMAIL: a team notification replies to its lead. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** [{ filename, contentType, contentBase64 }] */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    /** Made at sending time and added to `attachments`. */
    pendingAttachment: jsonb("pending_attachment").$type<PendingAttachment>(),
    /** Whose name the email is sent under (MAIL_FROM gives the address). */
    brand: text("brand", { enum: ["swisshack", "optimaite"] })
      .notNull()
      .default("swisshack"),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_pending_idx").on(t.status, t.nextAttemptAt)],
);

/** One row per scheduled job: when it last ran, whichever instance ran it (see src/server/lib/cluster-jobs.ts). */
export const scheduledJobRuns = pgTable("scheduled_job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

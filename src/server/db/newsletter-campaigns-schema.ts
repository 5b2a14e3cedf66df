import { CAMPAIGN_STATUSES, DELIVERY_STATUSES } from "@shared/newsletter/campaign";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { newsletterSubscriptions } from "./leads-schema";
import { emailOutbox } from "./outbox-schema";
import { createdAt, id } from "./schema-columns";

// The Tuesday newsletter (issue 42): an issue per language, and one delivery row per subscriber it was meant for.

/**
 * One issue of the newsletter in one language. A post-based issue keeps its own copy of the text (the post may
 * change or go later); `post_id` only says where it came from (no foreign key: posts live in another table).
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: id(),
    locale: text("locale", { enum: ["fr", "de", "it"] }).notNull(),
    subject: text("subject").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    postId: text("post_id"),
    /** Where the web version is read: the post's page, or this issue's own page under /newsletter/. */
    webPath: text("web_path").notNull(),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("draft"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** The admin's email address. */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When sending started: the instant the weekly limit is counted from. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** When every subscriber was queued (or skipped); null while queueing, so another instance can finish it. */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    recipients: integer("recipients").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    /** Frozen when the campaign is finished (the outbox rows it counts are purged after 12 months). */
    sentCount: integer("sent_count"),
    failedCount: integer("failed_count"),
  },
  (t) => [index("newsletter_campaigns_status_idx").on(t.status, t.scheduledFor)],
);

/**
 * Who an issue was for: queued (with its outbox row), skipped (the weekly limit) or bounced. The unique index is
 * what makes a subscriber queued at most once per issue, whatever instance or retry queues it.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_campaign_subscription_idx").on(t.campaignId, t.subscriptionId),
    index("newsletter_deliveries_outbox_idx").on(t.outboxId),
    index("newsletter_deliveries_subscription_idx").on(t.subscriptionId),
  ],
);

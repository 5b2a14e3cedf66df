import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { CampaignLocale } from "../../shared/newsletter/campaign";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "../db/schema";
import { addDays, zurichDay, zurichMidnight } from "../lib/zurich-time";
import { enqueueEmails } from "../mail/outbox";
import { issueMessages } from "./campaign-email";
import { NOT_STARTED } from "./campaign-store";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-link";

// Sending an issue: the status change that starts it (once, whoever asks), then queueing its subscribers in batches,
// each batch one transaction, resumable by any instance (decision 0036).

/** Subscribers queued per transaction: one INSERT of this many outbox rows. */
export const QUEUE_BATCH = 1_000;

export interface QueueSettings {
  siteUrl: string;
  secret: string;
  /** Newsletter emails per minute, across every instance: the outbox rows are spaced by 60 s / rate. */
  ratePerMinute: number;
}

export const queueSettingsOf = (deps: Pick<AppDeps, "env" | "secret">): QueueSettings => ({
  siteUrl: deps.env.SITE_URL,
  secret: deps.secret,
  ratePerMinute: deps.env.NEWSLETTER_RATE_PER_MINUTE,
});

type Campaign = typeof newsletterCampaigns.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The weekly limit: a subscriber may get an issue started at `started` if their last one was queued before midnight
 * (Zurich) six days before that day. Counted in calendar days, so an issue every Tuesday morning always passes,
 * whatever minute each one started and across the clock changes, and two issues are never fewer than 7 days apart
 * by the calendar.
 */
export function weeklyLimitCutoff(started: Date): Date {
  return zurichMidnight(addDays(zurichDay(started), -6));
}

/** Starts an issue now (one not started yet): true for exactly one caller, however many ask at once. */
export async function startCampaignNow(db: Db, id: string): Promise<boolean> {
  const started = await db
    .update(newsletterCampaigns)
    .set({ status: "sending", startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.status, NOT_STARTED)))
    .returning({ id: newsletterCampaigns.id });
  return started.length > 0;
}

/** Starts every scheduled issue whose time has come; answers their ids (each started by exactly one caller). */
export async function startDueCampaigns(db: Db): Promise<string[]> {
  const started = await db
    .update(newsletterCampaigns)
    .set({ status: "sending", startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.status, "scheduled"), lt(newsletterCampaigns.scheduledFor, sql`now()`)))
    .returning({ id: newsletterCampaigns.id });
  return started.map((row) => row.id);
}

/** Issues started but not fully queued: an instance died while queueing them, or the job has not reached them. */
export async function campaignsToQueue(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.status, "sending"), isNull(newsletterCampaigns.queuedAt)));
  return rows.map((row) => row.id);
}

/**
 * Queues every confirmed, non-bouncing subscriber of the issue's language, batch by batch, until none is left;
 * answers whether the issue is now fully queued. Several instances may run it at once: each batch locks the
 * campaign row first, so batches take turns, and the unique (campaign, subscriber) index refuses a second queueing.
 */
export async function queueCampaign(db: Db, settings: QueueSettings, id: string): Promise<boolean> {
  for (;;) {
    const outcome = await db.transaction((tx) => queueBatch(tx, settings, id));
    if (outcome !== "more") return outcome === "queued";
  }
}

async function queueBatch(tx: Tx, settings: QueueSettings, id: string): Promise<"more" | "queued" | "not-sending"> {
  const [campaign] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).for("update");
  if (campaign?.status !== "sending" || !campaign.startedAt) return "not-sending";
  if (campaign.queuedAt) return "queued";

  // In subscriber order, locked in that order: two issues queueing the same people never deadlock.
  const batch = await tx
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, "subscribed"),
        eq(newsletterSubscriptions.locale, campaign.locale),
        isNull(newsletterSubscriptions.bouncedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(newsletterDeliveries)
            .where(
              and(
                eq(newsletterDeliveries.campaignId, id),
                eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(QUEUE_BATCH)
    .for("update", { of: newsletterSubscriptions });
  if (batch.length === 0) {
    await markQueued(tx, campaign);
    return "queued";
  }

  // The weekly limit, atomically: only a subscriber whose last issue is old enough is claimed; a concurrent issue
  // waits for these row locks, then finds them claimed.
  const claimed = await tx
    .update(newsletterSubscriptions)
    .set({ lastNewsletterAt: sql`now()` })
    .where(
      and(
        inArray(
          newsletterSubscriptions.id,
          batch.map((row) => row.id),
        ),
        or(
          isNull(newsletterSubscriptions.lastNewsletterAt),
          lt(newsletterSubscriptions.lastNewsletterAt, weeklyLimitCutoff(campaign.startedAt)),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  const claimedIds = new Set(claimed.map((row) => row.id));
  const recipients = batch.filter((row) => claimedIds.has(row.id));

  const [{ alreadyQueued } = { alreadyQueued: 0 }] = await tx
    .select({ alreadyQueued: count() })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.campaignId, id), eq(newsletterDeliveries.status, "queued")));
  const sendAt = sendTimes(campaign.startedAt, alreadyQueued, settings.ratePerMinute);
  const message = issueMessages(issueContent(campaign, settings.siteUrl));
  const outboxIds = recipients.map(() => randomUUID());
  await enqueueEmails(
    tx,
    recipients.map((row, i) => ({
      ...message(row.email, unsubscribeUrl(settings.siteUrl, unsubscribeToken(settings.secret, row.id))),
      id: outboxIds[i],
      nextAttemptAt: sendAt(i),
    })),
  );
  const outboxOf = new Map(recipients.map((row, i) => [row.id, outboxIds[i] as string]));
  await tx.insert(newsletterDeliveries).values(
    batch.map((row) => ({
      campaignId: id,
      subscriptionId: row.id,
      outboxId: outboxOf.get(row.id) ?? null,
      status: outboxOf.has(row.id) ? ("queued" as const) : ("skipped" as const),
    })),
  );
  if (batch.length < QUEUE_BATCH) {
    await markQueued(tx, campaign);
    return "queued";
  }
  return "more";
}

/**
 * When each email of the batch may go: spaced by 60 s / rate from the issue's start, never before now (after a
 * restart the rest keeps the pace instead of leaving in one burst).
 */
function sendTimes(started: Date, alreadyQueued: number, ratePerMinute: number) {
  const spacingMs = 60_000 / ratePerMinute;
  const now = Date.now();
  return (i: number) => new Date(Math.max(started.getTime() + (alreadyQueued + i) * spacingMs, now + i * spacingMs));
}

async function markQueued(tx: Tx, campaign: Campaign) {
  const counts = await tx
    .select({ status: newsletterDeliveries.status, n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.campaignId, campaign.id))
    .groupBy(newsletterDeliveries.status);
  const of = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
  await tx
    .update(newsletterCampaigns)
    .set({ queuedAt: sql`now()`, recipients: of("queued") + of("bounced"), skipped: of("skipped") })
    .where(eq(newsletterCampaigns.id, campaign.id));
}

export function issueContent(
  campaign: Pick<Campaign, "locale" | "subject" | "bodyMarkdown" | "webPath">,
  siteUrl: string,
) {
  return {
    locale: campaign.locale as CampaignLocale,
    subject: campaign.subject,
    bodyMarkdown: campaign.bodyMarkdown,
    webUrl: `${siteUrl}${campaign.webPath}`,
  };
}

/**
 * Issues fully queued whose emails have all left the outbox (sent or failed for good) become "sent", with their
 * counts frozen (the outbox rows they count are purged after 12 months).
 */
export async function finishCampaigns(db: Db): Promise<number> {
  const finished = await db
    .update(newsletterCampaigns)
    .set({
      status: "sent",
      finishedAt: sql`now()`,
      sentCount: sql`(select count(*) from ${newsletterDeliveries} d join ${emailOutbox} o on o.id = d.outbox_id
        where d.campaign_id = ${newsletterCampaigns.id} and o.status = 'sent')`,
      failedCount: sql`(select count(*) from ${newsletterDeliveries} d join ${emailOutbox} o on o.id = d.outbox_id
        where d.campaign_id = ${newsletterCampaigns.id} and o.status = 'failed')`,
    })
    .where(
      and(
        eq(newsletterCampaigns.status, "sending"),
        isNotNull(newsletterCampaigns.queuedAt),
        sql`not exists (select 1 from ${newsletterDeliveries} d join ${emailOutbox} o on o.id = d.outbox_id
          where d.campaign_id = ${newsletterCampaigns.id} and o.status = 'pending')`,
      ),
    )
    .returning({ id: newsletterCampaigns.id });
  return finished.length;
}

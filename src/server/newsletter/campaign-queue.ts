import type { CampaignLocale } from "@shared/newsletter/campaign";
import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "../db/schema";
import { addDays, zurichDay, zurichMidnight } from "../lib/zurich-time";
import { ISSUE_TEMPLATE, type IssueContent } from "./campaign-email";
import { NOT_STARTED } from "./campaign-store";
import type { IssueCover } from "./issue-cover";

// Sending an issue: the status change that starts it (once, whoever asks), then queueing its subscribers in batches,
// each batch one transaction, resumable by any instance (decision 0036).

/** Subscribers queued per transaction: one statement inserts this many deliveries and outbox rows. */
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

  const queued = await tx.execute(queueBatchStatement(campaign as Campaign & { startedAt: Date }, settings));
  const batch = Number((queued as unknown as { rows: { batch: number | string }[] }).rows[0]?.batch ?? 0);
  if (batch < QUEUE_BATCH) {
    await markQueued(tx, campaign);
    return "queued";
  }
  return "more";
}

/**
 * One batch in one statement, the database doing the work row by row (no email is written here: the outbox writes
 * each when it goes, see issue-writer.ts):
 * - the next subscribers not yet queued, in id order and locked in that order (two issues queueing the same people
 *   never deadlock); a concurrent issue waits for these locks, then reads the rows as this one left them;
 * - the weekly limit, atomically: only a subscriber whose last issue is old enough is claimed and queued;
 * - a delivery for each (queued, or skipped by the weekly limit): the unique (campaign, subscriber) index refuses a
 *   second one, failing the whole batch, its outbox rows with it;
 * - send times spaced by 60 s / rate from the issue's start, never before now (after a restart the rest keeps the
 *   pace instead of leaving in one burst).
 * No join between the steps: each reads `planned`, one row per subscriber (a join of these would be planned as a
 * nested loop, the planner expecting one row). Answers how many subscribers the batch took.
 */
function queueBatchStatement(campaign: Campaign & { startedAt: Date }, settings: QueueSettings) {
  const spacingMs = 60_000 / settings.ratePerMinute;
  const started = campaign.startedAt.toISOString();
  const cutoff = weeklyLimitCutoff(campaign.startedAt).toISOString();
  const s = newsletterSubscriptions;
  const d = newsletterDeliveries;
  return sql`
    with batch as (
      select ${s.id} as id, ${s.email} as email,
        (${s.lastNewsletterAt} is null or ${s.lastNewsletterAt} < ${cutoff}::timestamptz) as queued
      from ${s}
      where ${s.status} = 'subscribed' and ${s.locale} = ${campaign.locale} and ${s.bouncedAt} is null
        and not exists (select 1 from ${d} where ${d.campaignId} = ${campaign.id} and ${d.subscriptionId} = ${s.id})
      order by ${s.id}
      limit ${QUEUE_BATCH}
      for update of ${s}
    ),
    planned as (
      select id, email, queued, case when queued then gen_random_uuid() end as outbox_id,
        row_number() over (partition by queued order by id) - 1 as position
      from batch
    ),
    claimed as (
      update ${s} set last_newsletter_at = now() from planned where ${s.id} = planned.id and planned.queued
    ),
    delivered as (
      insert into ${d} (campaign_id, subscription_id, outbox_id, status)
      select ${campaign.id}, id, outbox_id, case when queued then 'queued' else 'skipped' end from planned
    ),
    emails as (
      insert into ${emailOutbox} (id, template, "to", subject, text, brand, next_attempt_at)
      select outbox_id, ${ISSUE_TEMPLATE}, email, ${campaign.subject}, '', 'swisshack',
        greatest(
          ${started}::timestamptz + ((select count(*) from ${d} where ${d.campaignId} = ${campaign.id}
            and ${d.status} = 'queued') + position) * ${spacingMs}::float8 * interval '1 millisecond',
          now() + position * ${spacingMs}::float8 * interval '1 millisecond'
        )
      from planned where queued
    )
    select count(*) as batch from planned`;
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
    .set({ queuedAt: sql`now()`, recipients: of("queued") + of("bounced") + of("withdrawn"), skipped: of("skipped") })
    .where(eq(newsletterCampaigns.id, campaign.id));
}

export function issueContent(
  campaign: Pick<Campaign, "locale" | "subject" | "bodyMarkdown" | "webPath">,
  siteUrl: string,
  cover: IssueCover | null = null,
): IssueContent {
  return {
    locale: campaign.locale as CampaignLocale,
    subject: campaign.subject,
    bodyMarkdown: campaign.bodyMarkdown,
    webUrl: `${siteUrl}${campaign.webPath}`,
    cover: cover && { ...cover, path: `${siteUrl}${cover.path}` },
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

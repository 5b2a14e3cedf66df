import { randomUUID } from "node:crypto";
import { localizedPath } from "@shared/i18n/paths";
import {
  CAMPAIGN_LOCALES,
  type Campaign,
  type CampaignLocale,
  type CampaignStatus,
  type campaignDraftSchema,
  type SubscriberCounts,
} from "@shared/newsletter/campaign";
import type { z } from "@shared/schemas/zod";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "../db/schema";

// The owner's issues: drafts written and changed in the admin, scheduled or cancelled, and the list with its counts.

type Draft = z.output<typeof campaignDraftSchema>;
type Row = typeof newsletterCampaigns.$inferSelect;

/** The campaigns the list shows, newest first. */
const LIST_LIMIT = 100;
/** What can still change: an issue not started (a cancelled one can be changed and scheduled or sent again). */
export const NOT_STARTED: CampaignStatus[] = ["draft", "scheduled", "cancelled"];

/** An issue's own web version, in its language: "/newsletter/{id}", "/de/newsletter/{id}". */
export const ownWebPath = (id: string, locale: CampaignLocale) =>
  localizedPath(`/newsletter/${id}`, "swisshack", locale);

/** Where the web version is: the post's page when the owner gave one, else the issue's own page. */
const webPathOf = (id: string, draft: Draft) => draft.webPath || ownWebPath(id, draft.locale);

const draftColumns = (id: string, draft: Draft) => ({
  locale: draft.locale,
  subject: draft.subject,
  bodyMarkdown: draft.bodyMarkdown,
  postId: draft.postId || null,
  webPath: webPathOf(id, draft),
});

export async function createCampaign(db: Db, draft: Draft, createdBy: string): Promise<Row> {
  const id = randomUUID();
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ id, ...draftColumns(id, draft), createdBy })
    .returning();
  return row as Row;
}

export type Refusal = "not-found" | "not-editable" | "not-scheduled";

export async function findCampaign(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row;
}

/** The campaign after `change`, applied only while it is a draft or scheduled (one statement: no race with a send). */
async function changeEditable(db: Db, id: string, change: Partial<Row>): Promise<Row | Refusal> {
  const [row] = await db
    .update(newsletterCampaigns)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.status, NOT_STARTED)))
    .returning();
  if (row) return row;
  return (await findCampaign(db, id)) ? "not-editable" : "not-found";
}

export const updateCampaign = (db: Db, id: string, draft: Draft) => changeEditable(db, id, draftColumns(id, draft));

export const scheduleCampaign = (db: Db, id: string, at: Date) =>
  changeEditable(db, id, { status: "scheduled", scheduledFor: at });

/** A scheduled issue that will not go out after all (it can still be changed, scheduled or sent). */
export async function cancelCampaign(db: Db, id: string): Promise<Row | Refusal> {
  const [row] = await db
    .update(newsletterCampaigns)
    .set({ status: "cancelled", scheduledFor: null, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "scheduled")))
    .returning();
  if (row) return row;
  return (await findCampaign(db, id)) ? "not-scheduled" : "not-found";
}

interface Counts {
  sent: number;
  failed: number;
  bounced: number;
  unsubscribedSince: number;
}
const NO_COUNTS: Counts = { sent: 0, failed: 0, bounced: 0, unsubscribedSince: 0 };

/** Per campaign: emails sent and failed (from the outbox), bounces, and recipients who unsubscribed since. */
async function deliveryCounts(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: newsletterDeliveries.campaignId,
      sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')`.mapWith(Number),
      bounced: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'bounced')`.mapWith(Number),
      unsubscribedSince: sql<number>`count(*) filter (where ${newsletterDeliveries.status} <> 'skipped'
        and ${newsletterSubscriptions.unsubscribedAt} >= ${newsletterCampaigns.startedAt})`.mapWith(Number),
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterDeliveries.campaignId))
    .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.outboxId))
    .where(inArray(newsletterDeliveries.campaignId, ids))
    .groupBy(newsletterDeliveries.campaignId);
  return new Map(rows.map(({ campaignId, ...counts }) => [campaignId, counts]));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function campaignView(row: Row, counts: Counts = NO_COUNTS): Campaign {
  return {
    id: row.id,
    locale: row.locale,
    subject: row.subject,
    bodyMarkdown: row.bodyMarkdown,
    postId: row.postId,
    webPath: row.webPath,
    status: row.status,
    scheduledFor: iso(row.scheduledFor),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    recipients: row.recipients,
    // Frozen when the campaign finished (its outbox rows may be purged since).
    sent: row.sentCount ?? counts.sent,
    failed: row.failedCount ?? counts.failed,
    skipped: row.skipped,
    bounced: counts.bounced,
    unsubscribedSince: counts.unsubscribedSince,
  };
}

export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .limit(LIST_LIMIT);
  const counts = await deliveryCounts(
    db,
    rows.filter((row) => row.startedAt).map((row) => row.id),
  );
  return rows.map((row) => campaignView(row, counts.get(row.id)));
}

export async function campaignWithCounts(db: Db, row: Row): Promise<Campaign> {
  return campaignView(row, (await deliveryCounts(db, [row.id])).get(row.id));
}

/** Every SwissHack language with its subscribers by state; a bouncing subscriber is confirmed but refused. */
export async function subscriberCounts(db: Db): Promise<SubscriberCounts[]> {
  const rows = await db
    .select({
      locale: newsletterSubscriptions.locale,
      status: newsletterSubscriptions.status,
      bouncing: sql<boolean>`${newsletterSubscriptions.bouncedAt} is not null`,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.locale, newsletterSubscriptions.status, sql`3`);
  return CAMPAIGN_LOCALES.map((locale) => {
    const of = (match: (row: (typeof rows)[number]) => boolean) =>
      rows.filter((row) => row.locale === locale && match(row)).reduce((sum, row) => sum + row.n, 0);
    return {
      locale,
      pending: of((row) => row.status === "pending"),
      subscribed: of((row) => row.status === "subscribed" && !row.bouncing),
      bouncing: of((row) => row.status === "subscribed" && row.bouncing),
      unsubscribed: of((row) => row.status === "unsubscribed"),
    };
  });
}

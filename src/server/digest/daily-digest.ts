import { gte, lt, sql } from "drizzle-orm";
import { LEAD_TABS, type LeadTab, leadColumnsOf, TABS, touchSource, whereFor } from "../admin/admin-tabs";
import { type FunnelStep, loadFunnel } from "../admin/funnels";
import { type FollowUp, followUpsDue, WHO } from "../admin/lead-pipeline";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { claimPeriod } from "../lib/cluster-jobs";
import { dayBefore, zurichBounds, zurichDay, zurichHour } from "../lib/zurich-time";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { enqueueEmails } from "../mail/outbox";

export interface DigestLead {
  tab: LeadTab;
  who: string;
  source: string | null;
}

export interface Digest {
  day: string;
  leads: DigestLead[];
  followUps: FollowUp[];
  funnels: { site: string; steps: FunnelStep[] }[];
}

/** The leads that arrive by a person's action (calculator sessions show in the funnel instead). */
const DIGEST_TABS = LEAD_TABS.filter((tab) => tab !== "calculator");

async function leadsOfDay(db: Db, env: Env, day: string): Promise<DigestLead[]> {
  const [start, end] = zurichBounds({ from: day, to: day });
  const lists = await Promise.all(
    DIGEST_TABS.map(async (tab) => {
      const spec = TABS[tab];
      const lead = leadColumnsOf(tab);
      const rows = await db
        .select({
          who: sql<string>`${WHO[tab]}`,
          source: touchSource(lead.firstTouch),
        })
        .from(spec.table)
        .where(whereFor(spec, env, [gte(spec.time, start), lt(spec.time, end)]));
      return rows.map((row) => ({ ...row, tab }));
    }),
  );
  return lists.flat();
}

/** What the owner needs to know this morning: yesterday's leads, follow-ups due today or earlier, the funnels. */
export async function collectDigest(db: Db, env: Env, now: Date): Promise<Digest> {
  const today = zurichDay(now);
  const day = dayBefore(today);
  const period = { from: day, to: day };
  const [leads, followUps, swisshack, optimaite] = await Promise.all([
    leadsOfDay(db, env, day),
    followUpsDue(db, env, today),
    loadFunnel(db, "swisshack", period),
    loadFunnel(db, "optimaite", period),
  ]);
  return {
    day,
    leads,
    followUps,
    funnels: [
      { site: "SwissHack", steps: swisshack },
      { site: "OptimAIte", steps: optimaite },
    ],
  };
}

/** The digest email, or null when there is nothing to act on (no new lead, no follow-up due). */
export function digestEmail(to: string, digest: Digest): EmailMessage | null {
  if (digest.leads.length === 0 && digest.followUps.length === 0) return null;
  const lines = [
    `Daily digest for ${digest.day}`,
    "",
    `New leads (${digest.leads.length}):`,
    ...(digest.leads.length === 0
      ? ["- none"]
      : digest.leads.map((l) => `- [${l.tab}] ${l.who}, source: ${l.source ?? "unknown"}`)),
    "",
    `Follow-ups due (${digest.followUps.length}):`,
    ...(digest.followUps.length === 0
      ? ["- none"]
      : digest.followUps.map(
          (f) => `- ${f.followUpOn} [${f.tab}] ${f.who} (${f.status})${f.note ? `: ${f.note}` : ""}`,
        )),
    "",
    "Funnels (yesterday, UTC day):",
    ...digest.funnels.map((f) => `- ${f.site}: ${f.steps.map((s) => `${s.step} ${s.count}`).join(" → ")}`),
  ];
  const subject = `Daily digest: ${digest.leads.length} new lead(s), ${digest.followUps.length} follow-up(s) due`;
  // The digest is in English, like OptimAIte's emails; it covers both sites.
  return brandedEmail("optimaite", { template: "daily-digest", to, subject, text: `${lines.join("\n")}\n` });
}

/** The owner's "send it now": the digest at once, to `to`, whether or not there is something to say. */
export async function sendDigestNow(db: Db, env: Env, to: string, now = new Date()): Promise<void> {
  const digest = await collectDigest(db, env, now);
  const email =
    digestEmail(to, digest) ??
    brandedEmail("optimaite", {
      template: "daily-digest",
      to,
      subject: "Daily digest: nothing to act on",
      text: "No new lead yesterday, no follow-up due.\n",
    });
  await enqueueEmails(db, [email]);
}

const TWO_DAYS_MS = 2 * 86_400_000;

/**
 * Queues the digest once per Zurich day, at or after DIGEST_HOUR, on whichever instance claims the day first.
 * Answers whether an email was queued.
 */
export async function sendDailyDigestIfDue(db: Db, env: Env, now = new Date()): Promise<boolean> {
  if (!env.TEAM_EMAIL || zurichHour(now) < env.DIGEST_HOUR) return false;
  if (!(await claimPeriod(db, `daily-digest:${zurichDay(now)}`, TWO_DAYS_MS))) return false;
  const email = digestEmail(env.TEAM_EMAIL, await collectDigest(db, env, now));
  if (!email) return false;
  await enqueueEmails(db, [email]);
  return true;
}

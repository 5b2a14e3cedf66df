import { describeDeadline } from "@shared/audit-report-deadline";
import { gte, lt, sql } from "drizzle-orm";
import { LEAD_TABS, type LeadTab, leadColumnsOf, TABS, touchSource, whereFor } from "../admin/admin-tabs";
import { auditReportsDue, type ReportDue } from "../admin/audit-deadlines";
import { type FunnelStep, loadFunnel } from "../admin/funnels";
import { type FollowUp, followUpsDue, WHO } from "../admin/lead-pipeline";
import { type PremiumOrderDue, premiumOrdersPaidBetween, premiumReportsDue } from "../admin/premium-orders-due";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { claimPeriod } from "../lib/cluster-jobs";
import { dayBefore, zurichDay, zurichHour, zurichMidnight } from "../lib/zurich-time";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { enqueueEmails } from "../mail/outbox";
import {
  type DigestLanguage,
  type DigestWording,
  digestLanguageOf,
  digestWording,
  zurichDayName,
  zurichTimeOfDay,
} from "./wording/digest-wording";

export interface DigestLead {
  tab: LeadTab;
  id: string;
  who: string;
  source: string | null;
  createdAt: Date;
}

/**
 * What a digest covers: the scheduled one yesterday's whole Zurich day, "send now" today's so far (decision 0041).
 * `from` and `until` are instants; `day` is the Zurich day.
 */
export interface DigestPeriod {
  kind: "today" | "yesterday";
  day: string;
  from: Date;
  until: Date;
}

export interface Digest {
  period: DigestPeriod;
  leads: DigestLead[];
  reportsDue: ReportDue[];
  followUps: FollowUp[];
  funnels: { site: string; steps: FunnelStep[] }[];
  /** The Premium orders paid in the period, and the paid ones whose report is due by tomorrow (issue 57). */
  premium: { paid: PremiumOrderDue[]; reportsDue: PremiumOrderDue[] };
}

/** The leads that arrive by a person's action (calculator sessions show in the funnel instead). */
const DIGEST_TABS = LEAD_TABS.filter((tab) => tab !== "calculator");

async function leadsBetween(db: Db, env: Env, period: DigestPeriod): Promise<DigestLead[]> {
  const lists = await Promise.all(
    DIGEST_TABS.map(async (tab) => {
      const spec = TABS[tab];
      const lead = leadColumnsOf(tab);
      const rows = await db
        .select({
          id: sql<string>`${spec.id}`,
          who: sql<string>`${WHO[tab]}`,
          source: touchSource(lead.firstTouch),
          createdAt: sql`${spec.time}`.mapWith(spec.time),
        })
        .from(spec.table)
        .where(whereFor(spec, env, [gte(spec.time, period.from), lt(spec.time, period.until)]));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt as Date, tab }));
    }),
  );
  return lists.flat().sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Yesterday's whole Zurich day, or today's from Zurich's midnight until `now`. */
export function digestPeriod(kind: DigestPeriod["kind"], now: Date): DigestPeriod {
  const today = zurichDay(now);
  if (kind === "today") return { kind, day: today, from: zurichMidnight(today), until: now };
  const day = dayBefore(today);
  return { kind, day, from: zurichMidnight(day), until: zurichMidnight(today) };
}

/** The digest of a period: its leads, the 48-hour reports due today or overdue, follow-ups due, its funnels. */
export async function collectDigest(db: Db, env: Env, period: DigestPeriod, now: Date): Promise<Digest> {
  const days = { from: period.day, to: period.day };
  const [leads, reportsDue, followUps, swisshack, optimaite, premiumPaid, premiumDue] = await Promise.all([
    leadsBetween(db, env, period),
    auditReportsDue(db, env, now),
    followUpsDue(db, env, zurichDay(now)),
    loadFunnel(db, "swisshack", days),
    loadFunnel(db, "optimaite", days),
    premiumOrdersPaidBetween(db, period.from, period.until),
    premiumReportsDue(db, now),
  ]);
  return {
    period,
    leads,
    reportsDue,
    followUps,
    premium: { paid: premiumPaid, reportsDue: premiumDue },
    funnels: [
      { site: "SwissHack", steps: swisshack },
      { site: "OptimAIte", steps: optimaite },
    ],
  };
}

/** "today, Sunday 29 November until 14:32" / "hier, samedi 28 novembre", in Zurich time. */
export function digestCovers(period: DigestPeriod, wording: DigestWording): string {
  const day = zurichDayName(period.from, wording);
  return period.kind === "today" ? wording.today(day, zurichTimeOfDay(period.until)) : wording.yesterday(day);
}

/** A lead's row in the admin: the tab opens and the row is highlighted (admin-page.tsx, records-tab.tsx). */
export const adminRowLink = (env: Env, tab: LeadTab, id: string) =>
  `${env.SITE_URL}/admin?tab=${tab}&id=${encodeURIComponent(id)}`;

/** A Premium order's row in the admin's Premium tab, highlighted. */
export const adminPremiumOrderLink = (env: Env, id: string) =>
  `${env.SITE_URL}/admin?tab=premium&id=${encodeURIComponent(id)}`;

const list = (lines: string[], none: string) => (lines.length === 0 ? [`- ${none}`] : lines);

/** "Léa Muller <lea@example.ch> · reçu n° 3 · rapport à rendre le vendredi 4 décembre (en retard)". */
function premiumLine(order: PremiumOrderDue, w: DigestWording, today: string): string {
  const due = w.reportDueOn(zurichDayName(new Date(`${order.reportDueOn}T12:00:00Z`), w));
  const receipt = order.receiptNumber === null ? [] : [w.receipt(order.receiptNumber)];
  return [order.who, ...receipt, order.reportDueOn < today ? `${due} (${w.overdue})` : due].join(" · ");
}

/**
 * The digest email in `language`. Everything a visitor typed (names, addresses) is plain text in the text part and
 * escaped in the HTML part; only the admin links the digest writes itself become links.
 */
export function digestEmail(to: string, digest: Digest, env: Env, language: DigestLanguage): EmailMessage {
  const w = digestWording(language);
  const covers = digestCovers(digest.period, w);
  const links: string[] = [];
  const link = (tab: LeadTab, id: string) => {
    const url = adminRowLink(env, tab, id);
    links.push(url);
    return url;
  };
  const leads = digest.leads.map(
    (l) =>
      `- ${zurichTimeOfDay(l.createdAt)} · ${w.tabs[l.tab]} · ${l.who} · ${w.source(l.source)} · ${link(l.tab, l.id)}`,
  );
  const reports = digest.reportsDue.map(
    (r) =>
      `- ${r.who} · ${describeDeadline(r, language)} (${w.due(`${zurichDayName(r.due, w)} ${zurichTimeOfDay(r.due)}`)}) · ${link("audits", r.id)}`,
  );
  const today = zurichDay(digest.period.until);
  const premiumLink = (id: string) => {
    const url = adminPremiumOrderLink(env, id);
    links.push(url);
    return url;
  };
  const premiumPaid = digest.premium.paid.map(
    (o) => `- ${zurichTimeOfDay(o.paidAt)} · ${premiumLine(o, w, today)} · ${premiumLink(o.id)}`,
  );
  const premiumDue = digest.premium.reportsDue.map((o) => `- ${premiumLine(o, w, today)} · ${premiumLink(o.id)}`);
  const followUps = digest.followUps.map(
    (f) =>
      `- ${f.followUpOn} · ${w.tabs[f.tab]} · ${f.who} (${f.status})${f.note ? `: ${f.note}` : ""} · ${link(f.tab, f.id)}`,
  );
  const lines = [
    w.heading(covers),
    "",
    w.newLeads(digest.leads.length),
    ...list(leads, w.none),
    "",
    w.reportsDue(digest.reportsDue.length),
    ...list(reports, w.none),
    "",
    w.followUps(digest.followUps.length),
    ...list(followUps, w.none),
    "",
    w.premiumPaid(digest.premium.paid.length),
    ...list(premiumPaid, w.none),
    "",
    w.premiumDue(digest.premium.reportsDue.length),
    ...list(premiumDue, w.none),
    "",
    w.funnels(covers),
    ...digest.funnels.map(
      (f) => `- ${f.site}: ${f.steps.map((s) => `${w.steps[s.step] ?? s.step} ${s.count}`).join(" → ")}`,
    ),
  ];
  const subject =
    w.subject(covers, {
      leads: digest.leads.length,
      reports: digest.reportsDue.length,
      followUps: digest.followUps.length,
    }) + w.premiumSubject({ paid: digest.premium.paid.length, due: digest.premium.reportsDue.length });
  // It covers both sites: sent under OptimAIte's frame, in the owner's language.
  return brandedEmail(
    "optimaite",
    { template: "daily-digest", to, subject, text: `${lines.join("\n")}\n` },
    { lang: w.lang, links },
  );
}

const hasNews = (digest: Digest) =>
  digest.leads.length > 0 ||
  digest.followUps.length > 0 ||
  digest.reportsDue.length > 0 ||
  digest.premium.paid.length > 0 ||
  digest.premium.reportsDue.length > 0;

/** What "send now" sent: the Zurich day, until when, and those words in the owner's language. */
export interface DigestSent {
  day: string;
  until: Date;
  covers: string;
}

/** The owner's "send it now": today's digest so far, at once, to `to`, even with nothing new. */
export async function sendDigestNow(
  db: Db,
  env: Env,
  to: string,
  language: DigestLanguage,
  now = new Date(),
): Promise<DigestSent> {
  const period = digestPeriod("today", now);
  const digest = await collectDigest(db, env, period, now);
  await enqueueEmails(db, [digestEmail(to, digest, env, language)]);
  return { day: period.day, until: period.until, covers: digestCovers(period, digestWording(language)) };
}

const TWO_DAYS_MS = 2 * 86_400_000;

/**
 * Queues yesterday's digest once per Zurich day, at or after DIGEST_HOUR, on whichever instance claims the day
 * first, in DIGEST_LANGUAGE, else TEAM_LANGUAGE (French unless "en"). Answers whether an email was queued.
 */
export async function sendDailyDigestIfDue(db: Db, env: Env, now = new Date()): Promise<boolean> {
  if (!env.TEAM_EMAIL || zurichHour(now) < env.DIGEST_HOUR) return false;
  if (!(await claimPeriod(db, `daily-digest:${zurichDay(now)}`, TWO_DAYS_MS))) return false;
  const digest = await collectDigest(db, env, digestPeriod("yesterday", now), now);
  if (!hasNews(digest)) return false;
  await enqueueEmails(db, [
    digestEmail(env.TEAM_EMAIL, digest, env, digestLanguageOf(env.DIGEST_LANGUAGE ?? env.TEAM_LANGUAGE)),
  ]);
  return true;
}

import { and, inArray, lt, sql } from "drizzle-orm";
import { deleteOrphanNotes } from "../admin/lead-notes";
import { unansweredCutoff } from "../chat-questions/unanswered-store";
import type { Db } from "../db/client";
import {
  auditRequests,
  calculatorSessions,
  chatUnansweredQuestions,
  contactForm,
  demoBookings,
  emailOutbox,
  eventDailyStats,
  leadEvents,
  leadNotes,
  newsletterSubscriptions,
  session,
  verification,
  visitDailyStats,
  visitSourceDailyStats,
  websiteVisits,
} from "../db/schema";
import type { ClusterJob } from "../lib/cluster-jobs";
import type { Logger } from "../lib/logger";
import { zurichDay } from "../lib/zurich-time";

/** The privacy page promises that collected data is kept at most 12 months. */
export const RETENTION_MONTHS = 12;

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

export type PurgeCounts = Record<string, number>;

/**
 * Deletes visits and their daily counters, calculator sessions, leads, audits (with their pre-analyses), the owner's
 * notes (older ones, and those of the leads deleted), sent emails,
 * unconfirmed or unsubscribed newsletter entries older than 12 months, the chat's unanswered questions older than 90
 * days, and expired auth sessions and verification tokens. A counter's day goes when it ends before the cutoff's day (UTC for the overview's, Zurich for the cockpit's).
 * Confirmed newsletter subscriptions stay while the person remains subscribed.
 */
export async function purgeExpiredData(db: Db, now = new Date()): Promise<PurgeCounts> {
  const cutoff = retentionCutoff(now);
  const counts: PurgeCounts = {};
  const count = async (name: string, rows: Promise<unknown[]>) => {
    counts[name] = (await rows).length;
  };
  await db.transaction(async (tx) => {
    await count(
      "website_visits",
      tx.delete(websiteVisits).where(lt(websiteVisits.visitTimestamp, cutoff)).returning({ id: websiteVisits.id }),
    );
    await count(
      "calculator_sessions",
      tx
        .delete(calculatorSessions)
        .where(lt(calculatorSessions.createdAt, cutoff))
        .returning({ id: calculatorSessions.id }),
    );
    await count(
      "contact_form",
      tx.delete(contactForm).where(lt(contactForm.createdAt, cutoff)).returning({ id: contactForm.id }),
    );
    await count(
      "demo_bookings",
      tx.delete(demoBookings).where(lt(demoBookings.createdAt, cutoff)).returning({ id: demoBookings.id }),
    );
    await count(
      "audit_requests",
      tx.delete(auditRequests).where(lt(auditRequests.createdAt, cutoff)).returning({ id: auditRequests.id }),
    );
    await count(
      "newsletter_subscriptions",
      tx
        .delete(newsletterSubscriptions)
        .where(
          and(
            inArray(newsletterSubscriptions.status, ["pending", "unsubscribed"]),
            lt(newsletterSubscriptions.createdAt, cutoff),
          ),
        )
        .returning({ id: newsletterSubscriptions.id }),
    );
    await count(
      "email_outbox",
      tx
        .delete(emailOutbox)
        .where(and(inArray(emailOutbox.status, ["sent", "failed"]), lt(emailOutbox.createdAt, cutoff)))
        .returning({ id: emailOutbox.id }),
    );
    counts.lead_notes =
      (await deleteOrphanNotes(tx)) +
      (await tx.delete(leadNotes).where(lt(leadNotes.createdAt, cutoff)).returning({ id: leadNotes.id })).length;
    await count(
      "lead_events",
      tx.delete(leadEvents).where(lt(leadEvents.createdAt, cutoff)).returning({ id: leadEvents.id }),
    );
    const utcDay = cutoff.toISOString().slice(0, 10);
    const cockpitDay = zurichDay(cutoff);
    await count(
      "visit_daily_stats",
      tx.delete(visitDailyStats).where(lt(visitDailyStats.day, utcDay)).returning({ day: visitDailyStats.day }),
    );
    await count(
      "visit_source_daily_stats",
      tx
        .delete(visitSourceDailyStats)
        .where(lt(visitSourceDailyStats.day, cockpitDay))
        .returning({ day: visitSourceDailyStats.day }),
    );
    await count(
      "event_daily_stats",
      tx.delete(eventDailyStats).where(lt(eventDailyStats.day, cockpitDay)).returning({ day: eventDailyStats.day }),
    );
    await count(
      "chat_unanswered_questions",
      tx
        .delete(chatUnansweredQuestions)
        .where(lt(chatUnansweredQuestions.askedAt, unansweredCutoff(now)))
        .returning({ id: chatUnansweredQuestions.id }),
    );
    await count("session", tx.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id }));
    await count(
      "verification",
      tx.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id }),
    );
  });
  return counts;
}

/**
 * Refreshes the planner's statistics of the visit tables. PGlite has no autovacuum: without this, the planner
 * keeps the row counts of the last ANALYZE (or none) however many visits arrive, and picks bad plans.
 */
export async function analyzeVisits(db: Db): Promise<void> {
  await db.execute(sql`analyze ${websiteVisits}, ${visitDailyStats}, ${visitSourceDailyStats}`);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The daily purge (checked at start, then hourly) and the daily ANALYZE (first checked an hour after start:
 * analysing a million visits holds PGlite's only connection for seconds), each run by one instance per day.
 */
export function retentionJobs(db: Db, logger: Logger): ClusterJob[] {
  return [
    {
      name: "retention-purge",
      periodMs: DAY_MS,
      checkEveryMs: HOUR_MS,
      run: () => purgeExpiredData(db).then((counts) => logger.info({ deleted: counts }, "retention purge done")),
    },
    {
      name: "analyze-visits",
      periodMs: DAY_MS,
      checkEveryMs: HOUR_MS,
      firstCheckMs: HOUR_MS,
      run: () => analyzeVisits(db),
    },
  ];
}

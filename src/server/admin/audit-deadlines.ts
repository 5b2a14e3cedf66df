import { deadlineBounds, type ReportDeadline, reportDeadline } from "@shared/audit-report-deadline";
import { asc, eq, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditRequests } from "../db/schema";
import type { Env } from "../env";
import { TABS, whereFor } from "./admin-tabs";
import { WHO } from "./lead-pipeline";

// The audit requests whose 48-hour report is due today or overdue (decision 0041), for the overview and the digest.

/** One request waiting for its report, with where its 48 hours stand. */
export interface ReportDue extends ReportDeadline {
  id: string;
  who: string;
  createdAt: Date;
}

/** Reports not sent yet, on audit requests created before `before` (the internal address excluded). */
const waitingBefore = (env: Env, before: Date): SQL | undefined =>
  whereFor(TABS.audits, env, [eq(auditRequests.reportStatus, "new"), lt(auditRequests.createdAt, before)]);

/** Most overdue first, then the ones due later today. At most `limit` (a digest lists, it does not dump). */
export async function auditReportsDue(db: Db, env: Env, now: Date, limit = 200): Promise<ReportDue[]> {
  const rows = await db
    .select({ id: auditRequests.id, who: sql<string>`${WHO.audits}`, createdAt: auditRequests.createdAt })
    .from(auditRequests)
    .where(waitingBefore(env, deadlineBounds(now).dueTodayBefore))
    .orderBy(asc(auditRequests.createdAt), asc(auditRequests.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, ...reportDeadline(row.createdAt, now) }));
}

/** How many reports are overdue and how many are due later today. */
export async function auditReportsDueCount(
  db: Db,
  env: Env,
  now: Date,
): Promise<{ overdue: number; dueToday: number }> {
  const { overdueUpTo, dueTodayBefore } = deadlineBounds(now);
  const [counts] = await db
    .select({
      overdue: sql<number>`(count(*) filter (where ${lte(auditRequests.createdAt, overdueUpTo)}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(auditRequests)
    .where(waitingBefore(env, dueTodayBefore));
  const overdue = Number(counts?.overdue ?? 0);
  return { overdue, dueToday: Number(counts?.all ?? 0) - overdue };
}

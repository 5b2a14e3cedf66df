import { and, asc, eq, gte, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { premiumOrders } from "../db/schema";
import { addDays, zurichDay, zurichMidnight } from "../lib/zurich-time";

// The Premium orders the owner acts on (issue 57), for the overview and the daily digest: the ones paid in a period,
// and the paid ones whose report is due by tomorrow (Zurich), overdue first. A paid order counts until its report is
// marked delivered or it is refunded.

/** One paid order, as the digest lists it. */
export interface PremiumOrderDue {
  id: string;
  who: string;
  receiptNumber: number | null;
  paidAt: Date;
  reportDueOn: string;
}

const WHO = sql<string>`concat_ws(' ', ${premiumOrders.name}, '<' || ${premiumOrders.email} || '>')`;
const LIST = {
  id: premiumOrders.id,
  who: WHO,
  receiptNumber: premiumOrders.receiptNumber,
  paidAt: premiumOrders.paidAt,
  reportDueOn: premiumOrders.reportDueOn,
};
/** Paid, its report not yet delivered: the expert still owes it. */
const paid = and(eq(premiumOrders.status, "paid"), isNull(premiumOrders.reportDeliveredAt));
/** Due tomorrow at the latest, Zurich's calendar. */
const dueBy = (now: Date) => lte(premiumOrders.reportDueOn, addDays(zurichDay(now), 1));
const paidBetween = (from: Date, until: Date) => and(gte(premiumOrders.paidAt, from), lt(premiumOrders.paidAt, until));

// A paid order has its payment's time and its report's day (markPaid sets both): the lists' rows have them.

/** The orders paid between `from` and `until` (whatever became of them since), the first paid first. */
export async function premiumOrdersPaidBetween(db: Db, from: Date, until: Date, limit = 200) {
  const rows = await db
    .select(LIST)
    .from(premiumOrders)
    .where(paidBetween(from, until))
    .orderBy(asc(premiumOrders.paidAt))
    .limit(limit);
  return rows as PremiumOrderDue[];
}

/** The paid orders whose report is due by tomorrow, the most overdue first. */
export async function premiumReportsDue(db: Db, now: Date, limit = 200) {
  const rows = await db
    .select(LIST)
    .from(premiumOrders)
    .where(and(paid, dueBy(now)))
    .orderBy(asc(premiumOrders.reportDueOn), asc(premiumOrders.paidAt))
    .limit(limit);
  return rows as PremiumOrderDue[];
}

/** The overview's counts: orders paid today (Zurich), reports due by tomorrow, and of those, overdue. */
export async function premiumOrderCounts(
  db: Db,
  now: Date,
): Promise<{ paidToday: number; reportsDue: number; overdue: number }> {
  const today = zurichDay(now);
  const [counts] = await db
    .select({
      paidToday: sql<number>`(count(*) filter (where ${gte(premiumOrders.paidAt, zurichMidnight(today))}))::int`,
      reportsDue: sql<number>`(count(*) filter (where ${and(paid, dueBy(now))}))::int`,
      overdue: sql<number>`(count(*) filter (where ${and(paid, lt(premiumOrders.reportDueOn, today))}))::int`,
    })
    .from(premiumOrders);
  return {
    paidToday: Number(counts?.paidToday ?? 0),
    reportsDue: Number(counts?.reportsDue ?? 0),
    overdue: Number(counts?.overdue ?? 0),
  };
}

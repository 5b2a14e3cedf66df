import { withinRefundWindow } from "@shared/premium/refund-window";
import { addWorkingDays } from "@shared/premium/working-days";
import type { PremiumOrderRequest } from "@shared/schemas/premium-order";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { paymentEvents, premiumOrders, premiumReceiptNumbers } from "../db/schema";
import { zurichDay } from "../lib/zurich-time";

// The orders' states, each change in one transaction with the order's row locked: two instances, a repeated webhook
// or two events for one payment change an order once (decision 0048).

export type PremiumOrder = typeof premiumOrders.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function createPendingOrder(
  db: Db,
  input: PremiumOrderRequest,
  price: { amountCentimes: number; vatRateBasisPoints: number },
  now = new Date(),
): Promise<PremiumOrder> {
  const [order] = await db
    .insert(premiumOrders)
    .values({
      name: input.name,
      email: input.email,
      locale: input.locale,
      auditRequestId: input.auditRequestId ?? null,
      ...price,
      termsAcceptedAt: now,
    })
    .returning();
  if (!order) throw new Error("The order was not stored");
  return order;
}

export async function attachCheckout(db: Db, orderId: string, checkoutSessionId: string): Promise<void> {
  await db.update(premiumOrders).set({ checkoutSessionId }).where(eq(premiumOrders.id, orderId));
}

export async function findOrder(db: Db, orderId: string): Promise<PremiumOrder | undefined> {
  const [order] = await db.select().from(premiumOrders).where(eq(premiumOrders.id, orderId)).limit(1);
  return order;
}

export async function listOrders(db: Db, limit = 500): Promise<PremiumOrder[]> {
  return db.select().from(premiumOrders).orderBy(desc(premiumOrders.createdAt)).limit(limit);
}

/** Keeps a provider event's id; false when it was handled already (a repeat, or another instance's). */
export async function isNewEvent(tx: Tx, event: { id: string; type: string; orderId: string | null }) {
  const kept = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type, orderId: event.orderId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return kept.length === 1;
}

async function lockOrder(tx: Tx, where: ReturnType<typeof eq>): Promise<PremiumOrder | undefined> {
  const [order] = await tx.select().from(premiumOrders).where(where).for("update").limit(1);
  return order;
}

/**
 * The payment confirmed: a pending (or expired, paid late) order becomes paid, numbered and given its report's due
 * day. Answers the order and whether this call paid it (only then is the confirmation sent).
 */
export async function markPaid(
  tx: Tx,
  payment: { orderId: string; checkoutSessionId: string; paymentIntentId: string | null },
  now = new Date(),
): Promise<{ order: PremiumOrder; paidNow: boolean } | null> {
  const order = await lockOrder(tx, eq(premiumOrders.id, payment.orderId));
  if (!order) return null;
  if (!["pending", "expired"].includes(order.status)) return { order, paidNow: false };
  const [receipt] = await tx.insert(premiumReceiptNumbers).values({}).returning();
  const [paid] = await tx
    .update(premiumOrders)
    .set({
      status: "paid",
      checkoutSessionId: payment.checkoutSessionId,
      paymentIntentId: payment.paymentIntentId,
      receiptNumber: receipt?.number,
      paidAt: now,
      reportDueOn: addWorkingDays(zurichDay(now), 5),
    })
    .where(eq(premiumOrders.id, order.id))
    .returning();
  return paid ? { order: paid, paidNow: true } : null;
}

/** A checkout left unpaid until the provider closed it. */
export async function markExpired(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(premiumOrders)
    .set({ status: "expired" })
    .where(and(eq(premiumOrders.id, orderId), eq(premiumOrders.status, "pending")));
}

/** The provider refunded the payment (asked from the admin, or from its own dashboard). */
export async function markRefunded(tx: Tx, paymentIntentId: string, now = new Date()): Promise<PremiumOrder | null> {
  const order = await lockOrder(tx, eq(premiumOrders.paymentIntentId, paymentIntentId));
  if (!order || order.status === "refunded") return null;
  const [refunded] = await tx
    .update(premiumOrders)
    .set({ status: "refunded", refundedAt: now })
    .where(eq(premiumOrders.id, order.id))
    .returning();
  return refunded ?? null;
}

export type RefundRefusal = "not-found" | "not-paid" | "too-late";

/**
 * The owner's refund: a paid order within the guarantee's 30 days, marked as asked with who and when (the first
 * asking kept). `askedNow` tells whether this call marked it.
 */
export async function requestRefund(
  db: Db,
  orderId: string,
  actor: string,
  now = new Date(),
): Promise<{ order: PremiumOrder; askedNow: boolean } | { refused: RefundRefusal }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(premiumOrders.id, orderId));
    if (!order) return { refused: "not-found" as const };
    if (order.status !== "paid" || !order.paymentIntentId || !order.paidAt) return { refused: "not-paid" as const };
    if (!withinRefundWindow(order.paidAt, now)) return { refused: "too-late" as const };
    const [asked] = await tx
      .update(premiumOrders)
      .set({ refundRequestedAt: order.refundRequestedAt ?? now, refundRequestedBy: order.refundRequestedBy ?? actor })
      .where(eq(premiumOrders.id, order.id))
      .returning();
    return { order: asked ?? order, askedNow: order.refundRequestedAt === null };
  });
}

/** The provider refused the refund this call asked: the order is as it was, and may be asked again. */
export async function withdrawRefundRequest(db: Db, orderId: string): Promise<void> {
  await db
    .update(premiumOrders)
    .set({ refundRequestedAt: null, refundRequestedBy: null })
    .where(and(eq(premiumOrders.id, orderId), eq(premiumOrders.status, "paid")));
}

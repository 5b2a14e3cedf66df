import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { premiumOrders } from "../db/schema";
import type { PremiumOrder } from "./order-store";

// The expert marks a paid order's report delivered (issue 57): it is no longer due, in the tab, the overview and the
// digest. Once only: the first press keeps its time and its admin.

export type DeliveryRefusal = "not-found" | "not-paid" | "already-delivered";

export async function markReportDelivered(
  db: Db,
  orderId: string,
  actor: string,
  now = new Date(),
): Promise<{ order: PremiumOrder } | { refused: DeliveryRefusal }> {
  const [marked] = await db
    .update(premiumOrders)
    .set({ reportDeliveredAt: now, reportDeliveredBy: actor })
    .where(
      and(eq(premiumOrders.id, orderId), eq(premiumOrders.status, "paid"), isNull(premiumOrders.reportDeliveredAt)),
    )
    .returning();
  if (marked) return { order: marked };
  const [order] = await db
    .select({ status: premiumOrders.status, reportDeliveredAt: premiumOrders.reportDeliveredAt })
    .from(premiumOrders)
    .where(eq(premiumOrders.id, orderId));
  if (!order) return { refused: "not-found" };
  return { refused: order.status === "paid" && order.reportDeliveredAt ? "already-delivered" : "not-paid" };
}

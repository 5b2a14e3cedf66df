import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { apiRequest } from "~/lib/api-client";

// Every request of the Premium tab (src/server/premium-orders/admin-order-routes.ts).

const ORDERS = "/api/admin/premium/orders";

export interface PremiumOrderList {
  orders: AdminPremiumOrder[];
  /** Whether the payment provider's keys are set: refunds can be asked only then. */
  orderingEnabled: boolean;
}

export const loadPremiumOrders = () => apiRequest<PremiumOrderList>(ORDERS);

/** Asks the provider to refund a paid order; the order is "refunded" once the provider's webhook confirms it. */
export const refundPremiumOrder = (id: string) =>
  apiRequest<AdminPremiumOrder>(`${ORDERS}/${encodeURIComponent(id)}/refund`, { method: "POST" });

/** Marks a paid order's report delivered, now, by the signed-in admin: it is no longer due. */
export const markPremiumReportDelivered = (id: string) =>
  apiRequest<AdminPremiumOrder>(`${ORDERS}/${encodeURIComponent(id)}/report-delivered`, { method: "POST" });

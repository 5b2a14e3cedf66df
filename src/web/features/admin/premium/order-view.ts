import { withinRefundWindow } from "@shared/premium/refund-window";
import type { AdminPremiumOrder } from "@shared/schemas/premium-order";

// What the Premium tab shows of an order, worked out from the list's data: its state (a paid order whose refund was
// asked shows as such until the provider confirms it; one whose report is delivered, as delivered), its report's due
// day against today, and the filters.

export const ORDER_STATES = ["pending", "paid", "delivered", "refund-requested", "refunded", "expired"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export function orderState(order: AdminPremiumOrder): OrderState {
  if (order.status !== "paid") return order.status;
  if (order.refundRequestedAt) return "refund-requested";
  return order.reportDeliveredAt ? "delivered" : "paid";
}

/** The report can be marked delivered: paid, not delivered yet, no refund asked. */
export const canMarkDelivered = (order: AdminPremiumOrder): boolean => orderState(order) === "paid";

/** Where a report stands against today (Zurich): only an order still to deliver (paid, not delivered, refund not
 * asked) has one. */
export type DueState = "overdue" | "today" | "tomorrow" | "later";

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export function dueState(order: AdminPremiumOrder, today: string): DueState | null {
  if (orderState(order) !== "paid" || !order.reportDueOn) return null;
  if (order.reportDueOn < today) return "overdue";
  if (order.reportDueOn === today) return "today";
  return order.reportDueOn === nextDay(today) ? "tomorrow" : "later";
}

/** The guarantee's refund: a paid order within 30 days of its payment; asked already, it may be asked again. */
export const canRefund = (order: AdminPremiumOrder, now: Date): boolean =>
  order.status === "paid" && order.paidAt !== null && withinRefundWindow(new Date(order.paidAt), now);

const zurichDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" });

/** Today in Zurich, "YYYY-MM-DD": the report's due day is a Zurich day. */
export const zurichToday = (now: Date) => zurichDayFormat.format(now);

export interface OrderFilters {
  state: OrderState | "";
  /** Part of the name, the email or the receipt number ("12", "n° 12", "#12"). */
  query: string;
}

const folded = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function matches(order: AdminPremiumOrder, query: string): boolean {
  const wanted = folded(query.trim());
  if (!wanted) return true;
  const receipt = wanted.replace(/^(#|n°|no\.?|nr\.?)\s*/, "");
  if (/^\d+$/.test(receipt)) return order.receiptNumber !== null && String(order.receiptNumber) === receipt;
  return folded(order.name).includes(wanted) || folded(order.email).includes(wanted);
}

export const filterOrders = (orders: AdminPremiumOrder[], filters: OrderFilters): AdminPremiumOrder[] =>
  orders.filter((order) => (!filters.state || orderState(order) === filters.state) && matches(order, filters.query));

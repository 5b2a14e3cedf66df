import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { describe, expect, it } from "vitest";
import { canMarkDelivered, canRefund, dueState, filterOrders, orderState, zurichToday } from "./order-view";

const order = (values: Partial<AdminPremiumOrder>): AdminPremiumOrder => ({
  id: "00000000-0000-4000-8000-000000000001",
  status: "paid",
  name: "Léa Müller",
  email: "lea@example.ch",
  locale: "fr",
  auditRequestId: null,
  amountCentimes: 59_000,
  receiptNumber: 12,
  createdAt: "2026-11-20T09:00:00.000Z",
  paidAt: "2026-11-20T09:05:00.000Z",
  reportDueOn: "2026-11-27",
  refundRequestedAt: null,
  refundRequestedBy: null,
  refundedAt: null,
  reportDeliveredAt: null,
  reportDeliveredBy: null,
  ...values,
});

describe("an order in the Premium tab", () => {
  it("shows a paid order whose refund was asked as such until the provider refunds it", () => {
    expect(orderState(order({}))).toBe("paid");
    expect(orderState(order({ refundRequestedAt: "2026-11-21T10:00:00.000Z" }))).toBe("refund-requested");
    expect(orderState(order({ status: "refunded", refundRequestedAt: "2026-11-21T10:00:00.000Z" }))).toBe("refunded");
  });

  it("says where its report stands against today, only while it is to deliver", () => {
    expect(dueState(order({}), "2026-11-28")).toBe("overdue");
    expect(dueState(order({}), "2026-11-27")).toBe("today");
    expect(dueState(order({ reportDueOn: "2026-12-01" }), "2026-11-30")).toBe("tomorrow");
    expect(dueState(order({}), "2026-11-20")).toBe("later");
    expect(dueState(order({ status: "refunded" }), "2026-11-28")).toBeNull();
    expect(dueState(order({ refundRequestedAt: "2026-11-21T10:00:00.000Z" }), "2026-11-28")).toBeNull();
    expect(dueState(order({ status: "pending", paidAt: null, reportDueOn: null }), "2026-11-28")).toBeNull();
  });

  it("shows a delivered report as delivered, no longer due, and lets only a paid undelivered one be marked", () => {
    const delivered = { reportDeliveredAt: "2026-11-26T15:00:00.000Z", reportDeliveredBy: "owner@example.com" };
    expect(orderState(order(delivered))).toBe("delivered");
    expect(dueState(order(delivered), "2026-11-28")).toBeNull();
    expect(canMarkDelivered(order({}))).toBe(true);
    expect(canMarkDelivered(order(delivered))).toBe(false);
    expect(canMarkDelivered(order({ status: "refunded" }))).toBe(false);
    expect(canMarkDelivered(order({ refundRequestedAt: "2026-11-21T10:00:00.000Z" }))).toBe(false);
    expect(canMarkDelivered(order({ status: "pending", paidAt: null, reportDueOn: null }))).toBe(false);
    const orders = [order({}), order({ ...delivered, id: "00000000-0000-4000-8000-000000000002" })];
    expect(filterOrders(orders, { state: "delivered", query: "" }).map((shown) => shown.id)).toEqual([
      "00000000-0000-4000-8000-000000000002",
    ]);
    expect(filterOrders(orders, { state: "paid", query: "" })).toHaveLength(1);
  });

  it("can be refunded within 30 days of its payment, and only when paid", () => {
    const paidAt = new Date("2026-11-20T09:05:00.000Z");
    expect(canRefund(order({}), new Date(paidAt.getTime() + 30 * 86_400_000))).toBe(true);
    expect(canRefund(order({}), new Date(paidAt.getTime() + 30 * 86_400_000 + 1))).toBe(false);
    expect(canRefund(order({ status: "refunded" }), paidAt)).toBe(false);
    expect(canRefund(order({ status: "pending", paidAt: null }), paidAt)).toBe(false);
  });

  it("counts today as Zurich does", () => {
    // 23:30 UTC on 30 November is already 1 December in Zurich.
    expect(zurichToday(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
  });
});

describe("the Premium tab's filters", () => {
  const orders = [
    order({ id: "a", name: "Léa Müller", email: "lea@example.ch", receiptNumber: 12 }),
    order({ id: "b", name: "Hans Keller", email: "hk@firma.ch", receiptNumber: 3 }),
    order({ id: "c", name: "Anna", status: "pending", paidAt: null, receiptNumber: null }),
    order({ id: "d", name: "Marco", refundRequestedAt: "2026-11-21T10:00:00.000Z", receiptNumber: 4 }),
  ];
  const ids = (state: "" | "pending" | "paid" | "refund-requested", query = "") =>
    filterOrders(orders, { state, query }).map((o) => o.id);

  it("keep a status, the refund asked apart from the paid", () => {
    expect(ids("paid")).toEqual(["a", "b"]);
    expect(ids("refund-requested")).toEqual(["d"]);
    expect(ids("pending")).toEqual(["c"]);
  });

  it("find a name without its accents, an email, or a receipt's number however written", () => {
    expect(ids("", "lea muller")).toEqual(["a"]);
    expect(ids("", "FIRMA")).toEqual(["b"]);
    expect(ids("", "n° 3")).toEqual(["b"]);
    expect(ids("", "#12")).toEqual(["a"]);
    expect(ids("paid", "marco")).toEqual([]);
  });
});

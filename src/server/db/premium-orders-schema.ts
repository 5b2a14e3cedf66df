import { PREMIUM_ORDER_STATUSES } from "@shared/premium/order-status";
import { date, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { auditRequests } from "./leads-schema";
import { createdAt, id } from "./schema-columns";

// The Premium audit ordered and paid online (issue 57, decision 0048): one order per checkout session at the payment
// provider; paid only when its signed webhook says so.

export const premiumOrders = pgTable(
  "premium_orders",
  {
    id: id(),
    status: text("status", { enum: PREMIUM_ORDER_STATUSES }).notNull().default("pending"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The page language the person ordered in: the confirmation, the email and the receipt are in it. */
    locale: text("locale").notNull(),
    /** The audit request the order completes, when it was ordered from a pre-analysis or a payment link. */
    auditRequestId: uuid("audit_request_id").references(() => auditRequests.id, { onDelete: "set null" }),
    /** What the person pays, VAT included, in centimes of CHF. */
    amountCentimes: integer("amount_centimes").notNull(),
    /** The VAT rate in force when ordered, in basis points (810 = 8.1 %). */
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    /** The provider's checkout session: one order per session, whatever the number of instances and webhooks. */
    checkoutSessionId: text("checkout_session_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    /** The receipt's number, given once when the payment is confirmed. */
    receiptNumber: integer("receipt_number").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The day the report is due: 5 working days after the payment (Zurich). */
    reportDueOn: date("report_due_on", { mode: "string" }),
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    refundRequestedBy: text("refund_requested_by"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** When the expert marked the report delivered, and who (an admin's email): it is no longer due. */
    reportDeliveredAt: timestamp("report_delivered_at", { withTimezone: true }),
    reportDeliveredBy: text("report_delivered_by"),
    createdAt: createdAt(),
  },
  (t) => [index("premium_orders_status_idx").on(t.status, t.createdAt.desc())],
);

/** The receipts' numbers, one sequence for every instance. */
export const premiumReceiptNumbers = pgTable("premium_receipt_numbers", { number: serial("number").primaryKey() });

/** Every provider event handled: a repeated or late event is recognised and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  orderId: uuid("order_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

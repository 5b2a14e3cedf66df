import { PREMIUM_ORDER_STATUSES } from "../premium/order-status";
import { EMAIL_FORMAT } from "./json-schema-hints";
import { storableString } from "./storable";
import { personName } from "./text";
import { z } from "./zod";

// The Premium audit ordered online (issue 57, decision 0048): what the order form sends, what the confirmation reads.
// Messages are keys the page words in its language.

export const premiumOrderRequestSchema = z.object({
  name: personName(120, { required: "nameRequired", tooLong: "nameTooLong", webAddress: "nameWebAddress" }),
  email: storableString("email")
    .trim()
    .min(1, "emailRequired")
    .max(254, "email")
    .pipe(z.email("email"))
    .meta(EMAIL_FORMAT),
  /** The page's language (fr, de, it): the confirmation, the email and the receipt are in it. */
  locale: z.enum(["fr", "de", "it"]),
  /** The audit request the order completes (from a pre-analysis page or the expert's payment link). */
  auditRequestId: z.uuid().optional(),
  /** The terms, the 30-day guarantee and the delivery promise, accepted by ticking the box. */
  acceptTerms: z.literal(true, { message: "terms" }),
});
export type PremiumOrderRequest = z.infer<typeof premiumOrderRequestSchema>;

export const premiumCheckoutSchema = z.object({
  orderId: z.uuid(),
  /** The provider's hosted checkout page: the browser goes there to pay (TWINT or card). */
  checkoutUrl: z.url(),
});

export const premiumOrderStatusSchema = z.object({
  status: z.enum(PREMIUM_ORDER_STATUSES),
  locale: z.enum(["fr", "de", "it"]),
  receiptNumber: z.number().int().nullable(),
  /** The day the report is due, once paid (5 working days). */
  reportDueOn: z.string().nullable(),
});
export type PremiumOrderStatusResponse = z.infer<typeof premiumOrderStatusSchema>;

/** An order as the admin's Premium tab lists it. */
export const adminPremiumOrderSchema = z.object({
  id: z.uuid(),
  status: z.enum(PREMIUM_ORDER_STATUSES),
  name: z.string(),
  email: z.string(),
  locale: z.string(),
  auditRequestId: z.uuid().nullable(),
  amountCentimes: z.number().int(),
  receiptNumber: z.number().int().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  reportDueOn: z.string().nullable(),
  refundRequestedAt: z.string().nullable(),
  refundRequestedBy: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** When the report was marked delivered, and by which admin (email): a delivered report is no longer due. */
  reportDeliveredAt: z.string().nullable(),
  reportDeliveredBy: z.string().nullable(),
});
export type AdminPremiumOrder = z.infer<typeof adminPremiumOrderSchema>;

export const adminPremiumOrdersSchema = z.object({
  orders: z.array(adminPremiumOrderSchema),
  /** Whether the payment provider's keys are set (the "Order" action is shown, refunds can be asked). */
  orderingEnabled: z.boolean(),
});

import { createRoute, z } from "@hono/zod-openapi";
import type Stripe from "stripe";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { enqueueEmails } from "../mail/outbox";
import { orderConfirmationEmail } from "./order-email";
import { isNewEvent, markExpired, markPaid, markRefunded } from "./order-store";
import type { PaymentProvider } from "./payment-provider";

const webhookRoute = createRoute({
  method: "post",
  path: "/payments/webhook",
  tags: ["premium"],
  summary:
    "The payment provider's events (Stripe-Signature verified): a checkout paid, expired, or a payment refunded. " +
    "Each event is handled once; repeated and late events change nothing.",
  responses: {
    200: jsonOk(),
    400: { description: "No valid signature: the event is ignored" },
    503: { description: "Online ordering is not set up" },
  },
});

function jsonOk() {
  return {
    description: "The event was handled, or was already",
    content: { "application/json": { schema: z.object({ received: z.literal(true) }) } },
  };
}

const orderIdOf = (object: { metadata?: Stripe.Metadata | null; client_reference_id?: string | null }) =>
  object.metadata?.orderId ?? object.client_reference_id ?? null;

/** Registered outside the rate limits: the provider retries an event until it is answered 2xx. */
export function registerPaymentWebhookRoutes(api: Api, deps: AppDeps, provider: PaymentProvider | null) {
  const db = deps.database.db;
  api.openapi(webhookRoute, async (c) => {
    if (!provider) return c.json({ error: "Online ordering is not available" }, 503);
    let event: Stripe.Event;
    try {
      event = await provider.verifiedEvent(await c.req.text(), c.req.header("stripe-signature") ?? "");
    } catch {
      return c.json({ error: "Invalid signature" }, 400);
    }
    const seller = (await deps.siteSettings.values("swisshack")).details;
    let queued = false;
    await db.transaction(async (tx) => {
      const object = event.data.object as { metadata?: Stripe.Metadata | null; client_reference_id?: string | null };
      if (!(await isNewEvent(tx, { id: event.id, type: event.type, orderId: orderIdOf(object) }))) return;
      if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
        const session = event.data.object;
        const orderId = orderIdOf(session);
        if (session.payment_status !== "paid" || !orderId) return;
        const paymentIntentId =
          typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
        const paid = await markPaid(tx, { orderId, checkoutSessionId: session.id, paymentIntentId });
        if (!paid?.paidNow) return;
        await enqueueEmails(tx, [orderConfirmationEmail(paid.order, seller, deps.env.SITE_URL)]);
        queued = true;
      } else if (event.type === "checkout.session.expired") {
        const orderId = orderIdOf(event.data.object);
        if (orderId) await markExpired(tx, orderId);
      } else if (event.type === "charge.refunded") {
        const charge = event.data.object;
        const paymentIntentId =
          typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
        if (charge.refunded && paymentIntentId) await markRefunded(tx, paymentIntentId);
      }
    });
    if (queued) deps.outbox.kick();
    return c.json({ received: true as const }, 200);
  });
}

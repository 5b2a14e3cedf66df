import Stripe from "stripe";
import type { Env } from "../env";

// Stripe's hosted checkout through its official library (decision 0048): the app never sees a card number; TWINT and
// cards in CHF. STRIPE_API_URL points the library elsewhere (the tests' stand-in, src/server/testing/).

export interface CheckoutRequest {
  orderId: string;
  email: string;
  locale: "fr" | "de" | "it";
  amountCentimes: number;
  productName: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Asks the provider for a full refund; the order is refunded when its webhook says so. */
  refund(paymentIntentId: string, orderId: string): Promise<void>;
  /** The event, when the body carries the provider's valid signature; throws otherwise. */
  verifiedEvent(rawBody: string, signature: string): Promise<Stripe.Event>;
}

export function createPaymentProvider(env: Env): PaymentProvider | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  const api = STRIPE_API_URL ? new URL(STRIPE_API_URL) : undefined;
  const stripe = new Stripe(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          allowed_payment_method_types: ["card", "twint"],
          customer_email: request.email,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          locale: request.locale,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "chf",
                unit_amount: request.amountCentimes,
                product_data: { name: request.productName },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // One checkout session per order, whatever the retries.
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error("the checkout session has no address");
      return { id: session.id, url: session.url };
    },
    async refund(paymentIntentId, orderId) {
      await stripe.refunds.create(
        { payment_intent: paymentIntentId, metadata: { orderId } },
        { idempotencyKey: `refund-${orderId}` },
      );
    },
    verifiedEvent: (rawBody, signature) =>
      stripe.webhooks.constructEventAsync(rawBody, signature, STRIPE_WEBHOOK_SECRET),
  };
}

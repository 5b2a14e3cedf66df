import { createRoute, z } from "@hono/zod-openapi";
import { localizedPath } from "@shared/i18n/paths";
import { PREMIUM_PRICE_CENTIMES, VAT_RATE_BASIS_POINTS } from "@shared/premium/price";
import { PREMIUM_ORDER_PATH } from "@shared/routes";
import {
  premiumCheckoutSchema,
  premiumOrderRequestSchema,
  premiumOrderStatusSchema,
} from "@shared/schemas/premium-order";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { jsonBody, jsonResponse, PUBLIC_FORM_REFUSALS } from "../lib/route-kit";
import { attachCheckout, createPendingOrder, findOrder } from "./order-store";
import type { PaymentProvider } from "./payment-provider";

export const ORDER_RATE_LIMIT = { name: "premium-order", points: 10, durationSeconds: 600 };

/** The confirmation page the provider sends the person back to, in their language. */
export const ORDER_CONFIRMATION_PATH = PREMIUM_ORDER_PATH;

const PRODUCT_NAMES = { fr: "Audit Premium SwissHack", de: "SwissHack Premium-Check", it: "Audit Premium SwissHack" };

const orderRoute = createRoute({
  method: "post",
  path: "/premium/orders",
  tags: ["premium"],
  summary: "Order the Premium audit: the order is kept as pending and the answer is the provider's checkout page",
  request: { body: jsonBody(premiumOrderRequestSchema) },
  responses: {
    201: jsonResponse(premiumCheckoutSchema, "The order and where to pay it"),
    ...PUBLIC_FORM_REFUSALS,
    502: { description: "The payment provider did not answer: nothing was charged, the person may try again" },
    503: { description: "Online ordering is not set up (no payment provider keys)" },
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/premium/orders/{id}",
  tags: ["premium"],
  summary: "An order's state, for its confirmation page (the id is the order's unguessable UUID)",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(premiumOrderStatusSchema, "Pending until the provider confirms the payment"),
    404: { description: "No such order" },
  },
});

export function registerPremiumOrderRoutes(api: Api, deps: AppDeps, provider: PaymentProvider | null) {
  api.use("/premium/orders", deps.rateLimiters.middleware(ORDER_RATE_LIMIT));
  api.openapi(orderRoute, async (c) => {
    if (!provider) return c.json({ error: "Online ordering is not available" }, 503);
    const input = c.req.valid("json");
    const order = await createPendingOrder(deps.database.db, input, {
      amountCentimes: PREMIUM_PRICE_CENTIMES,
      vatRateBasisPoints: VAT_RATE_BASIS_POINTS,
    });
    const page = (path: string) => `${deps.env.SITE_URL}${localizedPath(path, "swisshack", input.locale)}`;
    try {
      const checkout = await provider.createCheckout({
        orderId: order.id,
        email: order.email,
        locale: input.locale,
        amountCentimes: order.amountCentimes,
        productName: PRODUCT_NAMES[input.locale],
        successUrl: `${page(ORDER_CONFIRMATION_PATH)}?order=${order.id}`,
        cancelUrl: page("/premium"),
      });
      await attachCheckout(deps.database.db, order.id, checkout.id);
      return c.json({ orderId: order.id, checkoutUrl: checkout.url }, 201);
    } catch (error) {
      deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, "checkout not created");
      return c.json({ error: "The payment page could not be opened. Nothing was charged; please try again." }, 502);
    }
  });

  api.openapi(statusRoute, async (c) => {
    const order = await findOrder(deps.database.db, c.req.valid("param").id);
    if (!order) return c.json({ error: "Not found" }, 404);
    return c.json(
      {
        status: order.status,
        locale: order.locale as "fr" | "de" | "it",
        receiptNumber: order.receiptNumber,
        reportDueOn: order.reportDueOn,
      },
      200,
    );
  });
}

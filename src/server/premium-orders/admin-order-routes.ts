import { z } from "@hono/zod-openapi";
import { adminError } from "@shared/schemas/admin-errors";
import { adminPremiumOrderSchema, adminPremiumOrdersSchema } from "@shared/schemas/premium-order";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { listOrders, type PremiumOrder, requestRefund, withdrawRefundRequest } from "./order-store";
import type { PaymentProvider } from "./payment-provider";
import { markReportDelivered } from "./report-delivery";

const listRoute = adminRoute({
  method: "get",
  path: "/admin/premium/orders",
  summary: "The Premium orders, newest first: pending, paid (with the report's due day), refunded, expired",
  responses: { 200: jsonResponse(adminPremiumOrdersSchema, "The orders") },
});

const refundRoute = adminRoute({
  method: "post",
  path: "/admin/premium/orders/{id}/refund",
  summary: "Refund a paid order within the 30-day guarantee, through the provider; refunded once its webhook says so",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    202: jsonResponse(adminPremiumOrderSchema, "The refund is asked of the provider (who and when are kept)"),
    404: { description: "No such order" },
    409: { description: "Not paid, already refunded, or past the 30 days" },
    502: { description: "The provider refused or did not answer: nothing changed, try again" },
    503: { description: "Online ordering is not set up" },
  },
});

const reportDeliveredRoute = adminRoute({
  method: "post",
  path: "/admin/premium/orders/{id}/report-delivered",
  summary: "Mark a paid order's report delivered, now, by the signed-in admin: it is no longer due",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(adminPremiumOrderSchema, "The order, its report delivered (when and by whom)"),
    404: { description: "No such order" },
    409: { description: "Not paid (pending, expired or refunded), or its report already marked delivered" },
  },
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const adminOrderOf = (order: PremiumOrder) => ({
  id: order.id,
  status: order.status,
  name: order.name,
  email: order.email,
  locale: order.locale,
  auditRequestId: order.auditRequestId,
  amountCentimes: order.amountCentimes,
  receiptNumber: order.receiptNumber,
  createdAt: order.createdAt.toISOString(),
  paidAt: iso(order.paidAt),
  reportDueOn: order.reportDueOn,
  refundRequestedAt: iso(order.refundRequestedAt),
  refundRequestedBy: order.refundRequestedBy,
  refundedAt: iso(order.refundedAt),
  reportDeliveredAt: iso(order.reportDeliveredAt),
  reportDeliveredBy: order.reportDeliveredBy,
});

/** Registered after requireAdmin covers /admin/*. */
export function registerAdminPremiumOrderRoutes(api: Api, deps: AppDeps, provider: PaymentProvider | null) {
  const db = deps.database.db;
  api.openapi(listRoute, async (c) =>
    c.json({ orders: (await listOrders(db)).map(adminOrderOf), orderingEnabled: provider !== null }, 200),
  );

  api.openapi(refundRoute, async (c) => {
    if (!provider) return c.json(adminError("ordering-not-set-up"), 503);
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const asked = await requestRefund(db, c.req.valid("param").id, actor.email);
    if ("refused" in asked) {
      if (asked.refused === "not-found") return c.json(adminError("no-such-order"), 404);
      return c.json(adminError(asked.refused === "too-late" ? "refund-too-late" : "order-not-paid"), 409);
    }
    try {
      await provider.refund(asked.order.paymentIntentId ?? "", asked.order.id);
    } catch (error) {
      deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, "refund not created");
      if (asked.askedNow) await withdrawRefundRequest(db, asked.order.id);
      return c.json(adminError("refund-provider-failed"), 502);
    }
    deps.logger.info({ order: asked.order.id, by: actor.email }, "premium order refund asked");
    return c.json(adminOrderOf(asked.order), 202);
  });

  api.openapi(reportDeliveredRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const marked = await markReportDelivered(db, c.req.valid("param").id, actor.email);
    if ("refused" in marked) {
      if (marked.refused === "not-found") return c.json(adminError("no-such-order"), 404);
      return c.json(
        adminError(marked.refused === "already-delivered" ? "report-already-delivered" : "report-order-not-paid"),
        409,
      );
    }
    deps.logger.info({ order: marked.order.id, by: actor.email }, "premium report marked delivered");
    return c.json(adminOrderOf(marked.order), 200);
  });
}

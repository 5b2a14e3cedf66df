import { z } from "@hono/zod-openapi";
import { adminError } from "@shared/schemas/admin-errors";
import { premiumPaymentLinkSchema } from "@shared/schemas/premium-payment-link";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse, TOO_MANY_REQUESTS } from "../lib/route-kit";
import { emailPremiumPaymentLink, premiumPaymentLink } from "./payment-link";

/** An expert sends a link now and then: a press repeated by mistake is fine, a loop is not. */
export const PAYMENT_LINK_EMAIL_RATE_LIMIT = { name: "admin-premium-link-email", points: 20, durationSeconds: 600 };

const auditParam = { params: z.object({ id: z.uuid() }) };
const noAudit = { 404: { description: "No such audit request" } };

const linkRoute = adminRoute({
  method: "get",
  path: "/admin/audits/{id}/premium-link",
  summary:
    "The Premium payment link of an audit request: /premium in its language, opening the order form linked to it",
  request: auditParam,
  responses: { 200: jsonResponse(premiumPaymentLinkSchema, "The link, and when it was last emailed"), ...noAudit },
});

const emailRoute = adminRoute({
  method: "post",
  path: "/admin/audits/{id}/premium-link/email",
  summary: "Emails the Premium payment link to the person, in their language; who sent it and when are kept",
  request: auditParam,
  responses: {
    202: jsonResponse(premiumPaymentLinkSchema, "The email is queued (the outbox sends it)"),
    ...noAudit,
    ...TOO_MANY_REQUESTS,
  },
});

/** Registered after requireAdmin covers /admin/*. */
export function registerPaymentLinkRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  const siteUrl = deps.env.SITE_URL;
  api.use("/admin/audits/:id/premium-link/email", deps.rateLimiters.middleware(PAYMENT_LINK_EMAIL_RATE_LIMIT));

  api.openapi(linkRoute, async (c) => {
    const link = await premiumPaymentLink(db, siteUrl, c.req.valid("param").id);
    if (!link) return c.json(adminError("no-such-audit-request"), 404);
    return c.json(link, 200);
  });

  api.openapi(emailRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const link = await emailPremiumPaymentLink(db, siteUrl, c.req.valid("param").id, actor);
    if (!link) return c.json(adminError("no-such-audit-request"), 404);
    deps.outbox.kick();
    deps.logger.info({ auditRequestId: link.auditRequestId, by: actor.email }, "premium payment link emailed");
    return c.json(link, 202);
  });
}

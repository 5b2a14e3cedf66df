import { createRoute, z } from "@hono/zod-openapi";
import { siteLocaleOr } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import { newsletterAcceptedSchema, newsletterSchema } from "@shared/schemas/newsletter";
import type { Context } from "hono";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { publicFormLimit, publicFormLimits } from "../lib/public-form-limits";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { ACTION_PAGE_POLICY, type NewsletterAction, newsletterActionPage } from "./newsletter-action-page";
import { confirmSubscription, localeOfToken, requestSubscription, unsubscribe } from "./subscription-store";

export const NEWSLETTER_LIMITS = publicFormLimits("newsletter");
export const RESULT_PAGE = "/newsletter/confirmation";

const tokenQuery = z.object({ token: z.string().min(1).max(200) });

const subscribeRoute = createRoute({
  method: "post",
  path: "/newsletter",
  tags: ["swisshack"],
  summary: "Subscribe to the newsletter (double opt-in: a confirmation email is sent)",
  request: { body: { required: true, content: { "application/json": { schema: newsletterSchema } } } },
  responses: {
    202: {
      description: "Accepted; the same answer whether or not the address is known",
      content: { "application/json": { schema: newsletterAcceptedSchema } },
    },
    400: { description: "Invalid email" },
    ...TOO_MANY_REQUESTS,
  },
});

const actionPage = {
  200: {
    description: "A page whose one button POSTs to this address",
    content: { "text/html": { schema: z.string() } },
  },
};
const toResultPage = { 303: { description: "Done; redirect to the result page" } };

const confirmPageRoute = createRoute({
  method: "get",
  path: "/newsletter/confirm",
  tags: ["swisshack"],
  summary: "The emailed confirmation link: a page with one button (a GET or HEAD changes nothing)",
  request: { query: tokenQuery },
  responses: actionPage,
});

const confirmRoute = createRoute({
  method: "post",
  path: "/newsletter/confirm",
  tags: ["swisshack"],
  summary: "Confirm a subscription (the button of the confirmation page), then show the result page",
  request: { query: tokenQuery },
  responses: toResultPage,
});

const unsubscribePageRoute = createRoute({
  method: "get",
  path: "/newsletter/unsubscribe",
  tags: ["swisshack"],
  summary: "The emailed unsubscribe link: a page with one button (a GET or HEAD changes nothing)",
  request: { query: tokenQuery },
  responses: actionPage,
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/newsletter/unsubscribe",
  tags: ["swisshack"],
  summary: "Unsubscribe: from the page's button (redirects to the result page) or one-click (RFC 8058, answers JSON)",
  request: {
    query: tokenQuery,
    body: {
      required: false,
      content: {
        "application/x-www-form-urlencoded": {
          schema: z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "One-click unsubscribe done (or the token was unknown)",
      content: { "application/json": { schema: z.object({ status: z.enum(["unsubscribed", "unknown"]) }) } },
    },
    ...toResultPage,
  },
});

/** The subscription's routes; its rules are the store's (subscription-store.ts). */
export function registerNewsletterRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  const links = { site: deps.env.SITE_URL, secret: deps.secret };
  /** The result page in the subscriber's language ("/de/newsletter/bestaetigung?status=confirmed"). */
  const resultUrl = (status: string, locale: unknown = "fr") =>
    `${localizedPath(RESULT_PAGE, "swisshack", siteLocaleOr("swisshack", locale))}?status=${status}`;

  api.use("/newsletter", publicFormLimit(deps.rateLimiters, NEWSLETTER_LIMITS, newsletterSchema));

  api.openapi(subscribeRoute, async (c) => {
    await requestSubscription(db, c.req.valid("json"), links, new Date());
    deps.outbox.kick();
    return c.json({ status: "pending-confirmation" as const }, 202);
  });

  const showActionPage = (action: NewsletterAction) => async (c: Context) => {
    const locale = await localeOfToken(db, action, c.req.query("token"));
    c.header("Content-Security-Policy", ACTION_PAGE_POLICY);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Content-Language", locale);
    return c.html(newsletterActionPage(action, locale), 200);
  };
  api.openapi(confirmPageRoute, showActionPage("confirm"));
  api.openapi(unsubscribePageRoute, showActionPage("unsubscribe"));

  api.openapi(confirmRoute, async (c) => {
    const result = await confirmSubscription(db, c.req.valid("query").token, new Date());
    return c.redirect(
      result.status === "invalid" ? resultUrl("invalid") : resultUrl(result.status, result.locale),
      303,
    );
  });

  api.openapi(unsubscribeRoute, async (c) => {
    const done = await unsubscribe(db, c.req.valid("query").token);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form["List-Unsubscribe"] === "One-Click") return c.json({ status: done ? "unsubscribed" : "unknown" }, 200);
    return c.redirect(done ? resultUrl("unsubscribed", done.locale) : resultUrl("invalid"), 303);
  });
}

import { createRoute, z } from "@hono/zod-openapi";
import { type SwissHackLocale, siteLocaleOr } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import { newsletterAcceptedSchema, newsletterSchema } from "@shared/schemas/newsletter";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import { attributionColumns } from "../leads/attribution-columns";
import type { Api } from "../lib/api";
import { publicFormLimit, publicFormLimits } from "../lib/public-form-limits";
import { randomToken, sha256Hex } from "../lib/tokens";
import { enqueueEmails } from "../mail/outbox";
import { ACTION_PAGE_POLICY, type NewsletterAction, newsletterActionPage } from "./newsletter-action-page";
import { newsletterConfirmationEmail } from "./newsletter-emails";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-link";
import { withdrawWaitingIssues } from "./withdraw-waiting-issues";

export const NEWSLETTER_LIMITS = publicFormLimits("newsletter");
/** A repeated subscription re-sends the confirmation at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
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
    429: { description: "Too many requests" },
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

export function registerNewsletterRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  const site = deps.env.SITE_URL;
  const tokenOf = (id: string) => unsubscribeToken(deps.secret, id);
  /** The result page in the subscriber's language ("/de/newsletter/confirmation?status=confirmed"). */
  const resultUrl = (status: string, locale: unknown = "fr") =>
    `${localizedPath(RESULT_PAGE, "swisshack", siteLocaleOr("swisshack", locale))}?status=${status}`;

  api.use("/newsletter", publicFormLimit(deps.rateLimiters, NEWSLETTER_LIMITS, newsletterSchema));

  api.openapi(subscribeRoute, async (c) => {
    const body = c.req.valid("json");
    const email = body.email.toLowerCase();
    const { locale } = body;
    const now = new Date();
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(sql`lower(${newsletterSubscriptions.email})`, email))
        .for("update");
      if (existing?.status === "subscribed" && !existing.bouncedAt) return;
      if (existing?.lastEmailSentAt && now.getTime() - existing.lastEmailSentAt.getTime() < RESEND_AFTER_MS) return;

      const confirmToken = randomToken();
      let id = existing?.id;
      if (existing) {
        await tx
          .update(newsletterSubscriptions)
          // A new request from a page in another language: the email and the pages follow the latest.
          .set({ status: "pending", confirmTokenHash: sha256Hex(confirmToken), lastEmailSentAt: now, locale })
          .where(eq(newsletterSubscriptions.id, existing.id));
      } else {
        id = crypto.randomUUID();
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({
            id,
            email,
            status: "pending",
            confirmTokenHash: sha256Hex(confirmToken),
            unsubscribeTokenHash: sha256Hex(tokenOf(id)),
            lastEmailSentAt: now,
            locale,
            ...attributionColumns(body.attribution),
          })
          // A simultaneous submission of the same address inserted it first and sends the email.
          .onConflictDoNothing()
          .returning({ id: newsletterSubscriptions.id });
        if (inserted.length === 0) return;
      }
      await enqueueEmails(tx, [
        newsletterConfirmationEmail(
          email,
          `${site}/api/newsletter/confirm?token=${confirmToken}`,
          unsubscribeUrl(site, tokenOf(id as string)),
          locale,
        ),
      ]);
    });
    deps.outbox.kick();
    return c.json({ status: "pending-confirmation" as const }, 202);
  });

  /** The subscriber's language, read from the link's token (French when the token is unknown). */
  const localeOfToken = async (action: NewsletterAction, token: string | undefined): Promise<SwissHackLocale> => {
    if (!token) return "fr";
    const column =
      action === "confirm" ? newsletterSubscriptions.confirmTokenHash : newsletterSubscriptions.unsubscribeTokenHash;
    const [row] = await db
      .select({ locale: newsletterSubscriptions.locale })
      .from(newsletterSubscriptions)
      .where(eq(column, sha256Hex(token)));
    return siteLocaleOr("swisshack", row?.locale) as SwissHackLocale;
  };

  const showActionPage = (action: NewsletterAction) => async (c: Context) => {
    const locale = await localeOfToken(action, c.req.query("token"));
    c.header("Content-Security-Policy", ACTION_PAGE_POLICY);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Content-Language", locale);
    return c.html(newsletterActionPage(action, locale), 200);
  };
  api.openapi(confirmPageRoute, showActionPage("confirm"));
  api.openapi(unsubscribePageRoute, showActionPage("unsubscribe"));

  api.openapi(confirmRoute, async (c) => {
    const hash = sha256Hex(c.req.valid("query").token);
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.confirmTokenHash, hash));
    if (!row || row.status === "unsubscribed") return c.redirect(resultUrl("invalid"), 303);
    if (row.status === "subscribed") return c.redirect(resultUrl("confirmed", row.locale), 303);
    const sentAt = row.lastEmailSentAt ?? row.createdAt;
    if (Date.now() - sentAt.getTime() > CONFIRMATION_VALID_MS) {
      return c.redirect(resultUrl("expired", row.locale), 303);
    }
    await db
      .update(newsletterSubscriptions)
      .set({ status: "subscribed", confirmedAt: new Date(), bouncedAt: null })
      .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, "pending")));
    return c.redirect(resultUrl("confirmed", row.locale), 303);
  });

  const unsubscribe = (token: string) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterSubscriptions)
        .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.unsubscribeTokenHash, sha256Hex(token)))
        .returning({ id: newsletterSubscriptions.id, locale: newsletterSubscriptions.locale });
      if (row) await withdrawWaitingIssues(tx as unknown as Db, row.id);
      return row;
    });

  api.openapi(unsubscribeRoute, async (c) => {
    const done = await unsubscribe(c.req.valid("query").token);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form["List-Unsubscribe"] === "One-Click") return c.json({ status: done ? "unsubscribed" : "unknown" }, 200);
    return c.redirect(done ? resultUrl("unsubscribed", done.locale) : resultUrl("invalid"), 303);
  });
}

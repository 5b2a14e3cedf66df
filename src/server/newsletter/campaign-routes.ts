import { z } from "@hono/zod-openapi";
import {
  campaignDraftSchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignScheduleSchema,
  campaignSchema,
} from "@shared/newsletter/campaign";
import { zurichInstant } from "@shared/newsletter/tuesday";
import { queuedEmailSchema } from "@shared/schemas/admin";
import { adminError } from "@shared/schemas/admin-errors";
import type { Context } from "hono";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import type { AppEnv } from "../lib/app-env";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { enqueueEmails } from "../mail/outbox";
import { issueMessages } from "./campaign-email";
import { issueContent, queueCampaign, queueSettingsOf, startCampaignNow } from "./campaign-queue";
import {
  campaignView,
  campaignWithCounts,
  cancelCampaign,
  createCampaign,
  findCampaign,
  listCampaigns,
  ownWebPath,
  type Refusal,
  scheduleCampaign,
  subscriberCounts,
  updateCampaign,
} from "./campaign-store";
import { coverOfPost } from "./issue-cover";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-link";

const errorBody = z.object({ error: z.string() });
const notFound = { 404: jsonResponse(errorBody, "No such campaign") };
const notChangeable = {
  409: jsonResponse(errorBody, "The campaign has already started (or, to cancel, is not scheduled)"),
};
const idParam = z.object({ id: z.uuid() });
const draftBody = { required: true, content: { "application/json": { schema: campaignDraftSchema } } };
const PATH = "/admin/newsletter/campaigns";

const listRoute = adminRoute({
  method: "get",
  path: PATH,
  summary: "The newsletter's campaigns, newest first, with their counts, and the subscribers by language and state",
  responses: { 200: jsonResponse(campaignListSchema, "Campaigns and subscribers") },
});

const createCampaignRoute = adminRoute({
  method: "post",
  path: PATH,
  summary: "Write a campaign: a draft in one language (fr, de, it), its subject and Markdown text",
  request: { body: draftBody },
  responses: { 201: jsonResponse(campaignSchema, "The draft"), 400: { description: "Invalid draft" } },
});

const updateRoute = adminRoute({
  method: "put",
  path: `${PATH}/{id}`,
  summary: "Change a campaign that has not started (draft, scheduled or cancelled)",
  request: { params: idParam, body: draftBody },
  responses: {
    200: jsonResponse(campaignSchema, "The campaign"),
    400: { description: "Invalid draft" },
    ...notFound,
    ...notChangeable,
  },
});

const previewRoute = adminRoute({
  method: "post",
  path: "/admin/newsletter/preview",
  summary: "The email a text would make (HTML and plain text), without saving or sending anything",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: campaignDraftSchema.extend({ campaignId: z.uuid().optional() }),
        },
      },
    },
  },
  responses: { 200: jsonResponse(campaignPreviewSchema, "The email"), 400: { description: "Invalid text" } },
});

const testRoute = adminRoute({
  method: "post",
  path: `${PATH}/{id}/test`,
  summary: "Send the campaign to the signed-in admin's own address only, marked [TEST]; counted nowhere",
  request: { params: idParam },
  responses: { 202: jsonResponse(queuedEmailSchema, "Queued"), ...notFound },
});

const scheduleRoute = adminRoute({
  method: "post",
  path: `${PATH}/{id}/schedule`,
  summary: "Schedule a campaign for a Tuesday morning, Zurich time (a past time or another day is refused)",
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: campaignScheduleSchema } } },
  },
  responses: {
    200: jsonResponse(campaignSchema, "Scheduled"),
    400: { description: "Not a future Tuesday morning" },
    ...notFound,
    ...notChangeable,
  },
});

const sendRoute = adminRoute({
  method: "post",
  path: `${PATH}/{id}/send`,
  summary:
    "Send a campaign now to the confirmed subscribers of its language (at most one newsletter a week each); " +
    "a campaign already started is refused, so repeating the request never sends twice",
  request: { params: idParam },
  responses: { 202: jsonResponse(campaignSchema, "Sending"), ...notFound, ...notChangeable },
});

const cancelRoute = adminRoute({
  method: "post",
  path: `${PATH}/{id}/cancel`,
  summary: "Cancel a scheduled campaign",
  request: { params: idParam },
  responses: { 200: jsonResponse(campaignSchema, "Cancelled"), ...notFound, ...notChangeable },
});

const CONFLICTS = { "not-editable": "campaign-not-editable", "not-scheduled": "campaign-not-scheduled" } as const;

/** 404, or 409 for a campaign that has started (or, to cancel, is not scheduled). */
function refuse(c: Context<AppEnv>, refusal: Refusal) {
  return refusal === "not-found"
    ? c.json(adminError("no-such-campaign"), 404)
    : c.json(adminError(CONFLICTS[refusal]), 409);
}

/** The newsletter's admin API (issue 42); registered after requireAdmin covers /admin/*. */
export function registerCampaignRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  const site = deps.env.SITE_URL;
  const settings = queueSettingsOf(deps);
  const queueing = new Set<Promise<unknown>>();
  deps.onClose(async () => {
    await Promise.allSettled(queueing);
  });

  /** Queues a started campaign in the background; the scheduled job finishes it if this instance stops. */
  const queueInBackground = (id: string) => {
    const work = queueCampaign(db, settings, id)
      .then(() => deps.outbox.kick())
      .catch((error) =>
        deps.logger.error(
          { campaignId: id, err: error instanceof Error ? error.message : String(error) },
          "queueing failed",
        ),
      )
      .finally(() => queueing.delete(work));
    queueing.add(work);
  };

  api.openapi(listRoute, async (c) => {
    const [campaigns, subscribers] = await Promise.all([listCampaigns(db), subscriberCounts(db)]);
    return c.json({ campaigns, subscribers }, 200);
  });

  api.openapi(createCampaignRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    return c.json(campaignView(await createCampaign(db, c.req.valid("json"), actor.email)), 201);
  });

  api.openapi(updateRoute, async (c) => {
    const result = await updateCampaign(db, c.req.valid("param").id, c.req.valid("json"));
    if (typeof result === "string") return refuse(c, result);
    return c.json(await campaignWithCounts(db, result), 200);
  });

  api.openapi(scheduleRoute, async (c) => {
    const { day, time } = c.req.valid("json");
    const result = await scheduleCampaign(db, c.req.valid("param").id, zurichInstant(day, time));
    if (typeof result === "string") return refuse(c, result);
    return c.json(await campaignWithCounts(db, result), 200);
  });

  api.openapi(cancelRoute, async (c) => {
    const result = await cancelCampaign(db, c.req.valid("param").id);
    if (typeof result === "string") return refuse(c, result);
    return c.json(await campaignWithCounts(db, result), 200);
  });

  api.openapi(sendRoute, async (c) => {
    const { id } = c.req.valid("param");
    // The status change is the claim: of two clicks, two tabs or two instances, one starts it, the others are refused.
    const started = await startCampaignNow(db, id);
    if (started) queueInBackground(id);
    const campaign = await findCampaign(db, id);
    if (!campaign) return refuse(c, "not-found");
    if (!started) return refuse(c, "not-editable");
    return c.json(campaignView(campaign), 202);
  });

  api.openapi(previewRoute, async (c) => {
    const { campaignId, ...draft } = c.req.valid("json");
    const webPath = draft.webPath || ownWebPath(campaignId ?? "…", draft.locale);
    const cover = await coverOfPost(db, draft.postId);
    const message = issueMessages(issueContent({ ...draft, webPath }, site, cover))(
      "subscriber@example.com",
      unsubscribeUrl(site, "preview"),
    );
    return c.json({ subject: message.subject, html: message.html ?? "", text: message.text }, 200);
  });

  api.openapi(testRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const campaign = await findCampaign(db, c.req.valid("param").id);
    if (!campaign) return c.json(adminError("no-such-campaign"), 404);
    // A link that unsubscribes nobody: the admin is not (as such) a subscriber.
    const link = unsubscribeUrl(site, unsubscribeToken(deps.secret, "test-send"));
    await enqueueEmails(db, [issueMessages(issueContent(campaign, site), { test: true })(actor.email, link)]);
    deps.outbox.kick();
    return c.json({ to: actor.email }, 202);
  });
}

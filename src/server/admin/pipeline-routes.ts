import { z } from "@hono/zod-openapi";
import { adminError } from "@shared/schemas/admin-errors";
import { leadEventsSchema, leadNotesSchema, leadSummarySchema } from "@shared/schemas/admin-leads";
import { pipelineChangeSchema, pipelineStateSchema } from "@shared/schemas/pipeline";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { zurichDay } from "../lib/zurich-time";
import { actorOf } from "./actor";
import { LEAD_TABS } from "./admin-tabs";
import { leadNoteHistory } from "./lead-notes";
import { changePipeline, followUpsDue, newLeadCounts, pipelineHistory } from "./lead-pipeline";

const leadParams = z.object({ tab: z.enum(LEAD_TABS), id: z.uuid() });

const changeRoute = adminRoute({
  method: "patch",
  path: "/admin/leads/{tab}/{id}",
  summary: "Set a lead's pipeline status, note or follow-up day; the change is logged with who and when",
  request: {
    params: leadParams,
    body: { required: true, content: { "application/json": { schema: pipelineChangeSchema } } },
  },
  responses: {
    200: jsonResponse(pipelineStateSchema, "The lead's pipeline after the change"),
    400: { description: "Invalid change" },
    404: { description: "No such lead" },
  },
});

const historyRoute = adminRoute({
  method: "get",
  path: "/admin/leads/{tab}/{id}/events",
  summary: "The audit trail of a lead's pipeline, newest first",
  request: { params: leadParams },
  responses: {
    200: jsonResponse(leadEventsSchema, "Changes"),
  },
});

const notesRoute = adminRoute({
  method: "get",
  path: "/admin/leads/{tab}/{id}/notes",
  summary: "Every note about a lead, newest first (a new note is added, never written over the last)",
  request: { params: leadParams },
  responses: {
    200: jsonResponse(leadNotesSchema, "Notes"),
  },
});

const summaryRoute = adminRoute({
  method: "get",
  path: "/admin/leads/summary",
  summary: "New leads per tab and the open leads whose follow-up day has come (oldest first)",
  responses: {
    200: jsonResponse(leadSummarySchema, "Summary"),
  },
});

/** The lead pipeline of issue 16; registered after requireAdmin covers /admin/*. */
export function registerPipelineRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;

  api.openapi(summaryRoute, async (c) => {
    const today = zurichDay(new Date());
    const [newCounts, followUps] = await Promise.all([newLeadCounts(db, deps.env), followUpsDue(db, deps.env, today)]);
    return c.json({ today, newCounts, followUps }, 200);
  });

  api.openapi(changeRoute, async (c) => {
    const { tab, id } = c.req.valid("param");
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const state = await changePipeline(db, tab, id, c.req.valid("json"), actor);
    if (!state) return c.json(adminError("no-such-lead"), 404);
    return c.json(state, 200);
  });

  api.openapi(historyRoute, async (c) => {
    const { tab, id } = c.req.valid("param");
    return c.json({ events: await pipelineHistory(db, tab, id) }, 200);
  });

  api.openapi(notesRoute, async (c) => {
    const { tab, id } = c.req.valid("param");
    return c.json({ notes: await leadNoteHistory(db, tab, id) }, 200);
  });
}

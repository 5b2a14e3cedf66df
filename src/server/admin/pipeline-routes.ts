import { createRoute, z } from "@hono/zod-openapi";
import { leadEventsSchema, leadNotesSchema, leadSummarySchema } from "@shared/schemas/admin-leads";
import { pipelineChangeSchema, pipelineStateSchema } from "@shared/schemas/pipeline";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminDenied, adminOnly } from "../lib/openapi-security";
import { zurichDay } from "../lib/zurich-time";
import { actorOf } from "./actor";
import { LEAD_TABS } from "./admin-tabs";
import { leadNoteHistory } from "./lead-notes";
import { changePipeline, followUpsDue, newLeadCounts, pipelineHistory } from "./lead-pipeline";

const leadParams = z.object({ tab: z.enum(LEAD_TABS), id: z.uuid() });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const changeRoute = createRoute({
  method: "patch",
  path: "/admin/leads/{tab}/{id}",
  tags: ["admin"],
  ...adminOnly,
  summary: "Set a lead's pipeline status, note or follow-up day; the change is logged with who and when",
  request: {
    params: leadParams,
    body: { required: true, content: { "application/json": { schema: pipelineChangeSchema } } },
  },
  responses: {
    200: json(pipelineStateSchema, "The lead's pipeline after the change"),
    400: { description: "Invalid change" },
    404: { description: "No such lead" },
    ...adminDenied,
  },
});

const historyRoute = createRoute({
  method: "get",
  path: "/admin/leads/{tab}/{id}/events",
  tags: ["admin"],
  ...adminOnly,
  summary: "The audit trail of a lead's pipeline, newest first",
  request: { params: leadParams },
  responses: {
    200: json(leadEventsSchema, "Changes"),
    ...adminDenied,
  },
});

const notesRoute = createRoute({
  method: "get",
  path: "/admin/leads/{tab}/{id}/notes",
  tags: ["admin"],
  ...adminOnly,
  summary: "Every note about a lead, newest first (a new note is added, never written over the last)",
  request: { params: leadParams },
  responses: {
    200: json(leadNotesSchema, "Notes"),
    ...adminDenied,
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/admin/leads/summary",
  tags: ["admin"],
  ...adminOnly,
  summary: "New leads per tab and the open leads whose follow-up day has come (oldest first)",
  responses: {
    200: json(leadSummarySchema, "Summary"),
    ...adminDenied,
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
    if (!actor) return c.json({ error: "Sign in required" }, 401);
    const state = await changePipeline(db, tab, id, c.req.valid("json"), actor);
    if (!state) return c.json({ error: "No such lead" }, 404);
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

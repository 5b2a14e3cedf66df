import { createRoute } from "@hono/zod-openapi";
import { trackEventSchema } from "@shared/schemas/track-event";
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { eventDailyStats } from "../db/schema";
import type { Api } from "../lib/api";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { zurichDay } from "../lib/zurich-time";

export const TRACK_EVENT_RATE_LIMIT = { name: "track-event", points: 60, durationSeconds: 60 };

const trackEventRoute = createRoute({
  method: "post",
  path: "/track-event",
  tags: ["tracking"],
  summary: "Count a page event for the funnels (e.g. the audit dialog opened); only the day's total is stored",
  request: { body: { required: true, content: { "application/json": { schema: trackEventSchema } } } },
  responses: {
    204: { description: "Counted (or ignored for bots)" },
    400: { description: "Unknown event" },
    ...TOO_MANY_REQUESTS,
  },
});

export async function countEvent(db: Db, name: string, now = new Date()) {
  await db
    .insert(eventDailyStats)
    .values({ day: zurichDay(now), name, count: 1 })
    .onConflictDoUpdate({
      target: [eventDailyStats.day, eventDailyStats.name],
      set: { count: sql`${eventDailyStats.count} + 1` },
    });
}

export function registerEventRoutes(api: Api, deps: AppDeps) {
  api.use("/track-event", deps.rateLimiters.middleware(TRACK_EVENT_RATE_LIMIT));
  api.openapi(trackEventRoute, async (c) => {
    const { name } = c.req.valid("json");
    if (!isbot(c.req.header("user-agent") ?? "")) await countEvent(deps.database.db, name);
    return c.body(null, 204);
  });
}

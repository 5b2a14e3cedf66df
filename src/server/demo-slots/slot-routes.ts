import { createRoute } from "@hono/zod-openapi";
import { slotDaysSchema, slotsQuerySchema } from "@shared/schemas/demo-slots";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { cachedSlotDays } from "./slot-list-cache";

const slotsRoute = createRoute({
  method: "get",
  path: "/demo-slots",
  tags: ["optimaite"],
  summary: "The demo slots open now, grouped by day in the given time zone (the team's by default)",
  request: { query: slotsQuerySchema },
  responses: {
    200: { description: "Open slots", content: { "application/json": { schema: slotDaysSchema } } },
    400: { description: "Unknown time zone" },
  },
});

export function registerSlotRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.openapi(slotsRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await cachedSlotDays(db, new Date(), c.req.valid("query").timeZone), 200);
  });
}

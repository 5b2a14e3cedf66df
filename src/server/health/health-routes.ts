import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { Api } from "../lib/api";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Liveness and database readiness",
  responses: {
    200: {
      description: "The database answers",
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
    },
    503: {
      description: "The database does not answer",
      content: { "application/json": { schema: z.object({ status: z.literal("unavailable") }) } },
    },
  },
});

export function registerHealthRoutes(api: Api, database: Database) {
  api.openapi(healthRoute, async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok" as const }, 200);
    } catch {
      return c.json({ status: "unavailable" as const }, 503);
    }
  });
}

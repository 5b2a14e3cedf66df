import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { Api } from "../lib/api";
import { cachedReadiness } from "./readiness";

const statusBody = (status: "ok" | "unavailable") => ({
  "application/json": { schema: z.object({ status: z.literal(status) }) },
});

const readinessRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Readiness: the database answers (one check per second at most, shared by every probe)",
  responses: {
    200: { description: "The database answers", content: statusBody("ok") },
    503: { description: "The database does not answer", content: statusBody("unavailable") },
  },
});

const livenessRoute = createRoute({
  method: "get",
  path: "/health/live",
  tags: ["system"],
  summary: "Liveness: the process serves requests (never asks the database)",
  responses: { 200: { description: "The process serves requests", content: statusBody("ok") } },
});

export function registerHealthRoutes(api: Api, database: Database) {
  const ready = cachedReadiness(() => database.ping());
  api.openapi(readinessRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return (await ready()) ? c.json({ status: "ok" as const }, 200) : c.json({ status: "unavailable" as const }, 503);
  });
  api.openapi(livenessRoute, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const }, 200);
  });
}

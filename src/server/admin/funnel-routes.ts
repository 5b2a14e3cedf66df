import { z } from "@hono/zod-openapi";
import { funnelReportSchema } from "@shared/schemas/admin-cockpit";
import { calendarDaySchema } from "@shared/schemas/pipeline";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute } from "../lib/route-kit";
import { loadFunnel, loadSources, type Period, periodOfDays } from "./funnels";

const MAX_CUSTOM_DAYS = 366;

const funnelQuery = z
  .object({
    site: z.enum(["swisshack", "optimaite"]),
    days: z.enum(["7", "30", "90"]).default("30"),
    /** A custom period (Zurich days, both included) replaces `days`. */
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), "from and to go together")
  .refine(
    (q) =>
      !q.from || !q.to || (q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= MAX_CUSTOM_DAYS * 86_400_000),
    "from must come before to, at most a year apart",
  );

const funnelRoute = adminRoute({
  method: "get",
  path: "/admin/funnels",
  summary: "A site's funnel (each step's count) and its sources (visits, leads, conversion) over a period",
  request: { query: funnelQuery },
  responses: {
    200: {
      description: "Funnel and sources",
      content: {
        "application/json": {
          schema: funnelReportSchema,
        },
      },
    },
    400: { description: "Invalid period" },
  },
});

/** The Overview's funnels (issue 16); registered after requireAdmin covers /admin/*. */
export function registerFunnelRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.openapi(funnelRoute, async (c) => {
    const { site, days, from, to } = c.req.valid("query");
    const period: Period = from && to ? { from, to } : periodOfDays(Number(days), new Date());
    const [funnel, sources] = await Promise.all([loadFunnel(db, site, period), loadSources(db, site, period)]);
    return c.json({ period, funnel, sources }, 200);
  });
}

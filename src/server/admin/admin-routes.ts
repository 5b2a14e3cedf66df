import { z } from "@hono/zod-openapi";
import { visitorRoutes } from "@shared/routes";
import type { Overview } from "@shared/schemas/admin-cockpit";
import { recordsPageSchema } from "@shared/schemas/admin-records";
import { PIPELINE_STATUSES } from "@shared/schemas/pipeline";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute } from "../lib/route-kit";
import { zurichDay } from "../lib/zurich-time";
import { unsetSettingsNow } from "../operator-settings";
import {
  ADMIN_TABS,
  decodeCursor,
  newestFirst,
  searchFilter,
  statusFilter,
  TABS,
  visitorRouteFilter,
  whereFor,
} from "./admin-tabs";
import { auditReportsDueCount } from "./audit-deadlines";
import { CSV_SEPARATORS, toCsv } from "./csv";
import { csvCells, csvHeader } from "./csv-columns";
import { registerFunnelRoutes } from "./funnel-routes";
import { followUpsDue } from "./lead-pipeline";
import { loadOverview } from "./overview";
import { registerPipelineRoutes } from "./pipeline-routes";
import { premiumOrderCounts } from "./premium-orders-due";
import { recordsOrder } from "./records-order";
import { registerReportStatusRoutes } from "./report-status-routes";
import { requireAdmin } from "./require-admin";
import { visitorPage } from "./visitor-page";

const PAGE_SIZE = 50;
const EXPORT_LIMIT = 100_000;

const tabParam = z.object({ tab: z.enum(ADMIN_TABS) });
/** The visitors tab's filters (other tabs ignore them): a site, and one of its pages. */
const visitorFilterQuery = {
  site: z.enum(["all", "swisshack", "optimaite"]).default("all"),
  path: z.string().max(200).optional(),
  /** Lead tabs: only the leads with this pipeline status. */
  status: z.enum(PIPELINE_STATUSES).optional(),
};

const listRoute = adminRoute({
  method: "get",
  path: "/admin/records/{tab}",
  summary:
    "One tab of the back office, newest first (Audits: reports not sent first, earliest due first), " +
    "50 rows a page (keyset cursor), with an optional search",
  request: {
    params: tabParam,
    query: z.object({
      cursor: z
        .string()
        .max(200)
        .refine((value) => decodeCursor(value) !== undefined, "Invalid cursor")
        .optional(),
      q: z.string().max(200).optional(),
      ...visitorFilterQuery,
    }),
  },
  responses: {
    200: {
      description: "Rows and the cursor of the next page",
      content: {
        "application/json": {
          schema: recordsPageSchema,
        },
      },
    },
    400: { description: "Malformed cursor" },
  },
});

const exportRoute = adminRoute({
  method: "get",
  path: "/admin/records/{tab}/export",
  summary:
    "CSV export of a tab for Excel: UTF-8 with BOM, ';' by default, labels instead of codes, formulas neutralised",
  request: {
    params: tabParam,
    query: z.object({
      q: z.string().max(200).optional(),
      ...visitorFilterQuery,
      /** `;` (French and Swiss Excel, the default) or `,`. */
      separator: z.enum(["semicolon", "comma"]).default("semicolon"),
    }),
  },
  responses: { 200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } } },
});

const overviewRoute = adminRoute({
  method: "get",
  path: "/admin/overview",
  summary:
    "Visits per day (30 days), top pages, top countries, leads per week, the follow-ups due today or overdue, " +
    "operator settings still unset",
  responses: {
    200: { description: "Overview", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } },
  },
});

export function registerAdminRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.use("/admin/*", requireAdmin(deps));
  registerPipelineRoutes(api, deps);
  registerReportStatusRoutes(api, deps);
  registerFunnelRoutes(api, deps);

  api.openapi(listRoute, async (c) => {
    const { tab } = c.req.valid("param");
    const { cursor, q, site, path, status } = c.req.valid("query");
    const spec = TABS[tab];
    const order = recordsOrder(tab, spec);
    const search = searchFilter(spec, q);
    const extra = [search, order.after(cursor), statusFilter(spec, status)];
    const routes = visitorRoutes(site, path);
    // A search reads more than one page of rows anyway; one ordered scan of all visits (or a full scan) is cheaper.
    const rows =
      tab === "visitors" && !search
        ? await visitorPage(db, deps.env, routes, extra, PAGE_SIZE + 1)
        : ((await db
            .select(spec.columns)
            .from(spec.table)
            .where(whereFor(spec, deps.env, [...extra, tab === "visitors" ? visitorRouteFilter(routes) : undefined]))
            .orderBy(...order.orderBy())
            .limit(PAGE_SIZE + 1)) as Record<string, unknown>[]);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    const timeKey = Object.keys(spec.columns)[0] as string;
    const nextCursor = rows.length > PAGE_SIZE && last ? order.cursorOf(last, last[timeKey] as Date) : null;
    return c.json({ rows: page, nextCursor }, 200);
  });

  api.openapi(exportRoute, async (c) => {
    const { tab } = c.req.valid("param");
    const { q, site, path, status, separator } = c.req.valid("query");
    const spec = TABS[tab];
    const pages = tab === "visitors" ? visitorRouteFilter(visitorRoutes(site, path)) : undefined;
    const rows = (await db
      .select(spec.columns)
      .from(spec.table)
      .where(whereFor(spec, deps.env, [searchFilter(spec, q), pages, statusFilter(spec, status)]))
      .orderBy(...newestFirst(spec))
      .limit(EXPORT_LIMIT)) as Record<string, unknown>[];
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${tab}-${new Date().toISOString().slice(0, 10)}.csv"`);
    const keys = Object.keys(spec.columns);
    const cells = rows.map((row) => csvCells(tab, keys, row, deps.env.SITE_URL));
    return c.body(toCsv(csvHeader(tab, keys), cells, CSV_SEPARATORS[separator]), 200);
  });

  api.openapi(overviewRoute, async (c) => {
    const now = new Date();
    const today = zurichDay(now);
    const [overview, followUps, auditReports, unsetSettings, premiumOrders] = await Promise.all([
      loadOverview(db),
      followUpsDue(db, deps.env, today),
      auditReportsDueCount(db, deps.env, now),
      unsetSettingsNow(deps.siteSettings),
      premiumOrderCounts(db, now),
    ]);
    // Typed by the shared schema the back office reads; the document declares it as an object of any values.
    const body: Overview = {
      ...overview,
      today,
      followUps,
      unsetSettings,
      auditReports,
      premiumOrders,
    };
    return c.json(body, 200);
  });
}

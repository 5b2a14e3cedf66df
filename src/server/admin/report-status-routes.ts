import { z } from "@hono/zod-openapi";
import { adminError } from "@shared/schemas/admin-errors";
import { reportStatusSavedSchema } from "@shared/schemas/admin-leads";
import { reportStatusChangeSchema } from "@shared/schemas/audit-report";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute } from "../lib/route-kit";
import { actorOf } from "./actor";
import { changeReportStatus } from "./report-status";

const reportStatusRoute = adminRoute({
  method: "put",
  path: "/admin/audits/{id}/report-status",
  summary: "Set where an audit request's promised 48-hour report stands; the change is logged with who and when",
  request: {
    params: z.object({ id: z.uuid() }),
    body: { required: true, content: { "application/json": { schema: reportStatusChangeSchema } } },
  },
  responses: {
    200: {
      description: "The report's status after the change",
      content: { "application/json": { schema: reportStatusSavedSchema } },
    },
    400: { description: "Invalid status" },
    404: { description: "No such audit request" },
  },
});

/** Registered after requireAdmin covers /admin/*. */
export function registerReportStatusRoutes(api: Api, deps: AppDeps) {
  api.openapi(reportStatusRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const status = await changeReportStatus(
      deps.database.db,
      c.req.valid("param").id,
      c.req.valid("json").status,
      actor,
    );
    if (!status) return c.json(adminError("no-such-audit-request"), 404);
    return c.json({ status }, 200);
  });
}

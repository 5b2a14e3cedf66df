import { z } from "@hono/zod-openapi";
import { dataSubjectDeletedSchema, dataSubjectExportSchema } from "@shared/schemas/admin-leads";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { deleteDataSubject, exportDataSubject } from "./data-subject";

const emailQuery = z.object({ email: z.email().max(254) });

const subjectExportRoute = adminRoute({
  method: "get",
  path: "/admin/data-subject",
  summary: "Everything stored about one email address (data-subject access request)",
  request: { query: emailQuery },
  responses: { 200: jsonResponse(dataSubjectExportSchema, "All data") },
});

const subjectDeleteRoute = adminRoute({
  method: "delete",
  path: "/admin/data-subject",
  summary: "Delete everything stored about one email address",
  request: { query: emailQuery },
  responses: { 200: jsonResponse(dataSubjectDeletedSchema, "Deleted rows per table") },
});

/** The data-subject requests of the privacy policy; registered after requireAdmin covers /admin/*. */
export function registerDataSubjectRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.openapi(subjectExportRoute, async (c) =>
    c.json({ ...(await exportDataSubject(db, c.req.valid("query").email)) }, 200),
  );
  api.openapi(subjectDeleteRoute, async (c) => c.json(await deleteDataSubject(db, c.req.valid("query").email), 200));
}

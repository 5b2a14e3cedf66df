import { z } from "@hono/zod-openapi";
import { adminError } from "@shared/schemas/admin-errors";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute } from "../lib/route-kit";
import type { PdfService } from "./pdf-service";
import { sendPdf } from "./pre-analysis-routes";
import { findById } from "./pre-analysis-store";

export const ADMIN_PDF_RATE_LIMIT = { name: "admin-pre-analysis-pdf", points: 60, durationSeconds: 600 };

const idParam = z.object({ id: z.uuid() });
const notFound = { 404: { description: "No such pre-analysis" } };

const adminReadRoute = adminRoute({
  method: "get",
  path: "/admin/pre-analyses/{id}",
  summary: "One audit request's pre-analysis, whether or not its private link has expired",
  request: { params: idParam },
  responses: {
    200: {
      description: "The document",
      content: {
        "application/json": {
          schema: z.object({
            document: z.record(z.string(), z.unknown()),
            auditRequestId: z.string(),
            createdAt: z.string(),
            expiresAt: z.string(),
          }),
        },
      },
    },
    ...notFound,
  },
});

const adminPdfRoute = adminRoute({
  method: "get",
  path: "/admin/pre-analyses/{id}/pdf",
  summary: "One audit request's pre-analysis as a PDF",
  request: { params: idParam },
  responses: {
    200: { description: "PDF file", content: { "application/pdf": { schema: z.string() } } },
    429: { description: "Too many downloads" },
    ...notFound,
  },
});

/** Registered after the admin routes, so their role check (api.use("/admin/*")) guards these too. */
export function registerPreAnalysisAdminRoutes(api: Api, deps: AppDeps, pdfs: PdfService) {
  const { db } = deps.database;
  api.use("/admin/pre-analyses/:id/pdf", deps.rateLimiters.middleware(ADMIN_PDF_RATE_LIMIT));

  api.openapi(adminReadRoute, async (c) => {
    const found = await findById(db, c.req.valid("param").id);
    if (!found) return c.json(adminError("no-such-pre-analysis"), 404);
    return c.json(
      {
        document: { ...found.document },
        auditRequestId: found.auditRequestId,
        createdAt: found.createdAt.toISOString(),
        expiresAt: found.expiresAt.toISOString(),
      },
      200,
    );
  });

  api.openapi(adminPdfRoute, async (c) => {
    const found = await findById(db, c.req.valid("param").id);
    if (!found) return c.json(adminError("no-such-pre-analysis"), 404);
    return sendPdf(c, found.document, await pdfs.pdfFor(found.id, found.document));
  });
}

import { z } from "@hono/zod-openapi";
import { reportWording } from "@shared/audit-report/report-wording";
import type { SwissHackLocale } from "@shared/i18n/locales";
import { adminError } from "@shared/schemas/admin-errors";
import {
  auditReportDocumentSchema,
  auditReportEditorSchema,
  draftSavedSchema,
  reportSentSchema,
  sendReportSchema,
  sentReportSchema,
} from "@shared/schemas/audit-report-document";
import type { Context } from "hono";
import { type Actor, actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonBody, jsonResponse } from "../lib/route-kit";
import type { PdfService } from "../pre-analysis/pdf-service";
import { renderReport, sendReport } from "./report-sending";
import { findReportRequest, loadReportEditor, saveDraft, sentReportPdf } from "./report-store";

export const REPORT_PDF_RATE_LIMIT = { name: "admin-report-pdf", points: 60, durationSeconds: 600 };

const auditParam = { params: z.object({ id: z.uuid() }) };
const noAudit = { 404: { description: "No such audit request" } };
const pdfAnswer = { description: "PDF file", content: { "application/pdf": { schema: z.string() } } };

const editorRoute = adminRoute({
  method: "get",
  path: "/admin/audits/{id}/report",
  summary: "The 48-hour report of an audit request: its draft (or a first one from the pre-analysis) and what was sent",
  request: auditParam,
  responses: { 200: jsonResponse(auditReportEditorSchema, "The report editor's data"), ...noAudit },
});

const draftRoute = adminRoute({
  method: "put",
  path: "/admin/audits/{id}/report/draft",
  summary: "Saves the report's draft as the expert types",
  request: { ...auditParam, body: jsonBody(auditReportDocumentSchema) },
  responses: { 200: jsonResponse(draftSavedSchema, "Saved"), 400: { description: "Invalid draft" }, ...noAudit },
});

const previewRoute = adminRoute({
  method: "get",
  path: "/admin/audits/{id}/report/preview",
  summary: "The saved draft as the PDF the person will receive",
  request: auditParam,
  responses: { 200: pdfAnswer, 429: { description: "Too many PDFs" }, ...noAudit },
});

const sendRoute = adminRoute({
  method: "post",
  path: "/admin/audits/{id}/report/send",
  summary: "Sends the saved report once, by email with its PDF, and moves the request to 'report sent'",
  request: { ...auditParam, body: jsonBody(sendReportSchema) },
  responses: {
    200: jsonResponse(reportSentSchema, "Sent (or already sent by this same press)"),
    409: jsonResponse(
      z.object({ error: z.string(), sent: sentReportSchema }),
      "A report was sent already: send again only once the expert confirmed",
    ),
    ...noAudit,
  },
});

const sentPdfRoute = adminRoute({
  method: "get",
  path: "/admin/audit-reports/{id}/pdf",
  summary: "A sent report's PDF, as the person received it",
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 200: pdfAnswer, 404: { description: "No such report" } },
});

function pdfResponse(c: Context, pdf: Uint8Array, filename: string) {
  c.header("Content-Type", "application/pdf");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  c.header("Cache-Control", "no-store");
  return c.body(new Uint8Array(pdf), 200);
}

const reportFilename = (locale: SwissHackLocale) => reportWording(locale).filename;

const expertOf = (actor: Actor) => ({ ...actor, name: actor.name?.trim() || actor.email });

/** Registered after requireAdmin covers /admin/*. */
export function registerAuditReportRoutes(api: Api, deps: AppDeps, pdfs: PdfService) {
  const { db } = deps.database;
  api.use("/admin/audits/:id/report/preview", deps.rateLimiters.middleware(REPORT_PDF_RATE_LIMIT));
  api.use("/admin/audit-reports/:id/pdf", deps.rateLimiters.middleware(REPORT_PDF_RATE_LIMIT));

  api.openapi(editorRoute, async (c) => {
    const request = await findReportRequest(db, c.req.valid("param").id);
    if (!request) return c.json(adminError("no-such-audit-request"), 404);
    return c.json(await loadReportEditor(db, request), 200);
  });

  api.openapi(draftRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const request = await findReportRequest(db, c.req.valid("param").id);
    if (!request) return c.json(adminError("no-such-audit-request"), 404);
    const savedAt = await saveDraft(db, request.id, c.req.valid("json"), actor.email);
    return c.json({ savedAt: savedAt.toISOString() }, 200);
  });

  api.openapi(previewRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const request = await findReportRequest(db, c.req.valid("param").id);
    if (!request) return c.json(adminError("no-such-audit-request"), 404);
    const { draft } = await loadReportEditor(db, request);
    const { pdf } = await renderReport(db, pdfs, request, draft, expertOf(actor), new Date());
    return pdfResponse(c, pdf, reportFilename(request.locale));
  });

  api.openapi(sendRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const request = await findReportRequest(db, c.req.valid("param").id);
    if (!request) return c.json(adminError("no-such-audit-request"), 404);
    const outcome = await sendReport(db, pdfs, request, c.req.valid("json"), expertOf(actor));
    if ("alreadySent" in outcome) {
      return c.json({ ...adminError("report-already-sent"), sent: outcome.alreadySent }, 409);
    }
    deps.outbox.kick();
    deps.logger.info({ auditRequestId: request.id, sentReport: outcome.sent.id }, "audit report sent");
    return c.json(outcome, 200);
  });

  api.openapi(sentPdfRoute, async (c) => {
    const found = await sentReportPdf(db, c.req.valid("param").id);
    if (!found) return c.json(adminError("no-such-report"), 404);
    const locale = (found.document as { locale?: SwissHackLocale }).locale ?? "fr";
    return pdfResponse(c, found.pdf, reportFilename(locale));
  });
}

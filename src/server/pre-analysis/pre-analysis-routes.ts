import { createRoute, z } from "@hono/zod-openapi";
import {
  type FirstStepAnswers,
  preAnalysisCreatedSchema,
  refineRequestSchema,
  WORK_CANTON_REQUIRED,
} from "@shared/pre-analysis/answers";
import { buildPreAnalysis } from "@shared/pre-analysis/build-pre-analysis";
import { documentLocale, type PreAnalysisDocument } from "@shared/pre-analysis/document";
import { PRE_ANALYSIS_LINK_MESSAGES, preAnalysisPath } from "@shared/pre-analysis/private-link";
import { onlineOrderingOpen } from "@shared/premium/online-ordering";
import { swissHackLocale } from "@shared/schemas/audit";
import type { Context } from "hono";
import type { AppDeps } from "../context";
import { preAnalyses } from "../db/schema";
import { type Api, validationError } from "../lib/api";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { randomToken, sha256Hex } from "../lib/tokens";
import { enqueueEmails } from "../mail/outbox";
import type { PdfService } from "./pdf-service";
import { preAnalysisEmail, preAnalysisPdfFilename } from "./pre-analysis-email";
import { findAuditForRefine, findByToken, linkExpiry, type StoredResult } from "./pre-analysis-store";

export const PRE_ANALYSIS_RATE_LIMIT = { name: "pre-analyses", points: 10, durationSeconds: 600 };
/** Rendering costs CPU: a link is downloaded a few times, not hundreds. */
export const PDF_RATE_LIMIT = { name: "pre-analysis-pdf", points: 20, durationSeconds: 600 };
export const PRE_ANALYSIS_EMAIL_LIMIT = { name: "pre-analysis-emails", points: 1, durationSeconds: 3600 };

/** The API's answers are French (SPEC's language); the pages show them in the person's language by status. */
export const MESSAGES = PRE_ANALYSIS_LINK_MESSAGES.fr;

const errorBody = z.object({ error: z.string() });
const tokenParam = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
});

const createPreAnalysisRoute = createRoute({
  method: "post",
  path: "/audit-requests/{id}/pre-analysis",
  tags: ["swisshack"],
  summary: "Second step of the audit: compute the instant pre-analysis, store it, email its PDF",
  request: {
    params: z.object({ id: z.uuid() }),
    body: { required: true, content: { "application/json": { schema: refineRequestSchema } } },
  },
  responses: {
    201: {
      description: "Computed and stored; the email with the PDF is queued",
      content: { "application/json": { schema: preAnalysisCreatedSchema } },
    },
    400: { description: "Invalid answers (French messages per field)" },
    404: {
      description: "No such audit request for this secret",
      content: { "application/json": { schema: errorBody } },
    },
    ...TOO_MANY_REQUESTS,
  },
});

const documentResponse = z.object({
  /** The document's language, for the page's `lang` and its own labels. */
  locale: z.enum(["fr", "de", "it"]),
  document: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Present while the Premium audit can be ordered online (issue 57): the order completes this audit request. */
  premiumOrder: z.object({ auditRequestId: z.uuid() }).optional(),
});

const readPreAnalysisRoute = createRoute({
  method: "get",
  path: "/pre-analyses/{token}",
  tags: ["swisshack"],
  summary: "The pre-analysis behind a private link",
  request: { params: tokenParam },
  responses: {
    200: { description: "The document", content: { "application/json": { schema: documentResponse } } },
    404: { description: "Unknown link", content: { "application/json": { schema: errorBody } } },
    410: { description: "Expired link", content: { "application/json": { schema: errorBody } } },
  },
});

const readPdfRoute = createRoute({
  method: "get",
  path: "/pre-analyses/{token}/pdf",
  tags: ["swisshack"],
  summary: "The pre-analysis behind a private link, as a PDF",
  request: { params: tokenParam },
  responses: {
    200: { description: "PDF file", content: { "application/pdf": { schema: z.string() } } },
    404: { description: "Unknown link", content: { "application/json": { schema: errorBody } } },
    410: { description: "Expired link", content: { "application/json": { schema: errorBody } } },
    429: { description: "Too many downloads" },
  },
});

/** A private page: never cached by a proxy, never indexed. */
function markPrivate(c: Context) {
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
}

export function sendPdf(c: Context, document: PreAnalysisDocument, pdf: Buffer) {
  c.header("Content-Type", "application/pdf");
  c.header("Content-Disposition", `attachment; filename="${preAnalysisPdfFilename(document)}"`);
  return c.body(new Uint8Array(pdf), 200);
}

export function registerPreAnalysisRoutes(api: Api, deps: AppDeps, pdfs: PdfService) {
  const { db } = deps.database;
  api.use("/audit-requests/:id/pre-analysis", deps.rateLimiters.middleware(PRE_ANALYSIS_RATE_LIMIT));
  api.use("/pre-analyses/:token/pdf", deps.rateLimiters.middleware(PDF_RATE_LIMIT));

  api.openapi(createPreAnalysisRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { refineToken, answers } = c.req.valid("json");
    const audit = await findAuditForRefine(db, id, refineToken);
    if (!audit) return c.json({ error: MESSAGES.auditNotFound }, 404);
    if (audit.status === "frontalier" && !answers.frontalier) {
      return c.json(
        validationError([
          {
            path: ["answers", "frontalier", "workCanton"],
            // The schema's own message: the dialog shows it in its language, as every field message.
            message: WORK_CANTON_REQUIRED,
          },
        ]),
        400,
      );
    }

    const firstStep = audit as unknown as FirstStepAnswers;
    // The pre-analysis keeps the audit's language.
    const locale = swissHackLocale(audit.locale);
    const result: StoredResult = buildPreAnalysis({ firstStep, answers, today: new Date(), locale });
    const preAnalysisId = crypto.randomUUID();
    const token = randomToken();
    const expiresAt = linkExpiry();
    // The refine secret must not turn the site into a mailer: one email an hour per audit, the page shows the rest.
    const sendEmail = (await deps.rateLimiters.consume(PRE_ANALYSIS_EMAIL_LIMIT, audit.id)) === 0;
    await db.transaction(async (tx) => {
      await tx.insert(preAnalyses).values({
        id: preAnalysisId,
        auditRequestId: audit.id,
        accessTokenHash: sha256Hex(token),
        answers,
        result,
        expiresAt,
      });
      if (!sendEmail) return;
      await enqueueEmails(tx, [
        preAnalysisEmail({
          to: audit.email,
          firstName: audit.firstName,
          link: `${deps.env.SITE_URL}${preAnalysisPath(token, locale)}`,
          expiresAt,
          document: result.document,
          preAnalysisId,
        }),
      ]);
    });
    deps.outbox.kick();
    return c.json({ token, expiresAt: expiresAt.toISOString() }, 201);
  });

  api.openapi(readPreAnalysisRoute, async (c) => {
    markPrivate(c);
    const lookup = await findByToken(db, c.req.valid("param").token);
    if ("missing" in lookup) return missing(c, lookup.missing);
    const { document, createdAt, expiresAt, auditRequestId } = lookup.found;
    return c.json(
      {
        locale: documentLocale(document),
        document: { ...document },
        createdAt: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        ...(onlineOrderingOpen(deps.env) && { premiumOrder: { auditRequestId } }),
      },
      200,
    );
  });

  api.openapi(readPdfRoute, async (c) => {
    markPrivate(c);
    const lookup = await findByToken(db, c.req.valid("param").token);
    if ("missing" in lookup) return missing(c, lookup.missing);
    const { id, document } = lookup.found;
    return sendPdf(c, document, await pdfs.pdfFor(id, document));
  });
}

function missing(c: Context, why: "unknown" | "expired") {
  return why === "expired"
    ? c.json({ error: MESSAGES.expiredLink }, 410)
    : c.json({ error: MESSAGES.unknownLink }, 404);
}

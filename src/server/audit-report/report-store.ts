import { firstDraft } from "@shared/audit-report/compose-report";
import type { SwissHackLocale } from "@shared/i18n/locales";
import type { PreAnalysisDocument } from "@shared/pre-analysis/document";
import {
  type AuditReportDocument,
  type AuditReportEditor,
  auditReportDocumentSchema,
  PRE_ANALYSIS_SECTION_IDS,
  type SentReport,
} from "@shared/schemas/audit-report-document";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditReportDrafts, auditReportsSent, auditRequests, preAnalyses } from "../db/schema";
import type { StoredResult } from "../pre-analysis/pre-analysis-store";

export interface ReportRequest {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: SwissHackLocale;
  createdAt: Date;
  reportStatus: string;
}

const asLocale = (value: string): SwissHackLocale => (value === "de" || value === "it" ? value : "fr");

export async function findReportRequest(db: Db, id: string): Promise<ReportRequest | null> {
  const [row] = await db
    .select({
      id: auditRequests.id,
      firstName: auditRequests.firstName,
      lastName: auditRequests.lastName,
      email: auditRequests.email,
      locale: auditRequests.locale,
      createdAt: auditRequests.createdAt,
      reportStatus: auditRequests.reportStatus,
    })
    .from(auditRequests)
    .where(eq(auditRequests.id, id))
    .limit(1);
  return row ? { ...row, locale: asLocale(row.locale) } : null;
}

/** The request's latest pre-analysis document, or null when the person skipped the second step. */
export async function latestPreAnalysis(db: Db, auditRequestId: string): Promise<PreAnalysisDocument | null> {
  const [row] = await db
    .select({ result: preAnalyses.result })
    .from(preAnalyses)
    .where(eq(preAnalyses.auditRequestId, auditRequestId))
    .orderBy(desc(preAnalyses.createdAt))
    .limit(1);
  return row ? (row.result as StoredResult).document : null;
}

/** The saved draft, or null; a stored draft that no longer reads as one (an older shape) is started again. */
async function savedDraft(db: Db, auditRequestId: string) {
  const [row] = await db
    .select({ document: auditReportDrafts.document, updatedAt: auditReportDrafts.updatedAt })
    .from(auditReportDrafts)
    .where(eq(auditReportDrafts.auditRequestId, auditRequestId))
    .limit(1);
  if (!row) return null;
  const parsed = auditReportDocumentSchema.safeParse(row.document);
  return parsed.success ? { document: parsed.data, savedAt: row.updatedAt } : null;
}

export async function sentReports(db: Db, auditRequestId: string): Promise<SentReport[]> {
  const rows = await db
    .select({ id: auditReportsSent.id, sentAt: auditReportsSent.createdAt, sentBy: auditReportsSent.sentBy })
    .from(auditReportsSent)
    .where(eq(auditReportsSent.auditRequestId, auditRequestId))
    .orderBy(desc(auditReportsSent.createdAt));
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

/** What the editor opens with: the draft so far (or a first one from the pre-analysis) and the reports sent. */
export async function loadReportEditor(db: Db, request: ReportRequest): Promise<AuditReportEditor> {
  const [preAnalysis, draft, sent] = await Promise.all([
    latestPreAnalysis(db, request.id),
    savedDraft(db, request.id),
    sentReports(db, request.id),
  ]);
  return {
    request: { ...request, createdAt: request.createdAt.toISOString() },
    draft: draft?.document ?? firstDraft(request.locale, preAnalysis),
    draftSavedAt: draft?.savedAt.toISOString() ?? null,
    availableSections: (preAnalysis?.sections ?? []).flatMap((section) =>
      (PRE_ANALYSIS_SECTION_IDS as readonly string[]).includes(section.id)
        ? [{ id: section.id as AuditReportDocument["preAnalysisSections"][number], heading: section.heading }]
        : [],
    ),
    sent,
  };
}

/** Saves the draft as the expert types; returns when it was saved. */
export async function saveDraft(db: Db, auditRequestId: string, document: AuditReportDocument, by: string) {
  const [row] = await db
    .insert(auditReportDrafts)
    .values({ auditRequestId, document, updatedBy: by })
    .onConflictDoUpdate({
      target: auditReportDrafts.auditRequestId,
      set: { document, updatedBy: by, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: auditReportDrafts.updatedAt });
  return row?.updatedAt ?? new Date();
}

/** A sent report's PDF as the person received it. */
export async function sentReportPdf(db: Db, sentId: string) {
  const [row] = await db
    .select({ pdf: auditReportsSent.pdf, document: auditReportsSent.document })
    .from(auditReportsSent)
    .where(eq(auditReportsSent.id, sentId))
    .limit(1);
  return row ?? null;
}

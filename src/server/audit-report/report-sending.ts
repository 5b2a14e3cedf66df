import { randomUUID } from "node:crypto";
import { composeReport } from "@shared/audit-report/compose-report";
import type { AuditReportDocument, SendReport, SentReport } from "@shared/schemas/audit-report-document";
import { eq } from "drizzle-orm";
import type { Actor } from "../admin/actor";
import { lockReportStatus, recordReportStatus } from "../admin/report-status";
import type { Db } from "../db/client";
import { auditReportsSent } from "../db/schema";
import { zurichDay } from "../lib/zurich-time";
import { enqueueEmails } from "../mail/outbox";
import type { PdfService } from "../pre-analysis/pdf-service";
import { reportEmail } from "./report-email";
import { latestPreAnalysis, loadReportEditor, type ReportRequest } from "./report-store";

/** The expert who signs the report: their name is printed, their address receives the person's replies. */
export type Expert = Actor & { name: string };

export type SendOutcome =
  | { sent: SentReport; reportStatus: string }
  /** A report went out already and the expert has not confirmed a second one. */
  | { alreadySent: SentReport };

/** The report's PDF as the person will get it on `day`: the preview draws exactly this. */
export async function renderReport(
  db: Db,
  pdfs: PdfService,
  request: ReportRequest,
  draft: AuditReportDocument,
  expert: Pick<Expert, "name">,
  now: Date,
) {
  const preAnalysis = await latestPreAnalysis(db, request.id);
  const document = composeReport(draft, preAnalysis, {
    firstName: request.firstName,
    expert: expert.name,
    day: zurichDay(now),
  });
  return { document, pdf: await pdfs.render(document) };
}

/**
 * Sends the saved draft once: the PDF is made first, then one transaction (the request's row locked, so two
 * instances or two presses queue behind each other) keeps the PDF, queues the email in the outbox and moves the
 * status to "report sent" with who and when. The same `sendId` again answers the report it already sent.
 */
export async function sendReport(
  db: Db,
  pdfs: PdfService,
  request: ReportRequest,
  input: SendReport,
  expert: Expert,
  now = new Date(),
): Promise<SendOutcome> {
  const { draft } = await loadReportEditor(db, request);
  const { document, pdf } = await renderReport(db, pdfs, request, draft, expert, now);
  return db.transaction(async (tx) => {
    const status = (await lockReportStatus(tx, request.id)) ?? "new";
    const [same] = await tx.select().from(auditReportsSent).where(eq(auditReportsSent.id, input.sendId)).limit(1);
    if (same) return { sent: sentOf(same), reportStatus: status };
    const [earlier] = await tx
      .select()
      .from(auditReportsSent)
      .where(eq(auditReportsSent.auditRequestId, request.id))
      .orderBy(auditReportsSent.createdAt)
      .limit(1);
    if (earlier && !input.sendAgain) return { alreadySent: sentOf(earlier) };
    const outboxId = randomUUID();
    await enqueueEmails(tx, [
      {
        id: outboxId,
        ...reportEmail({ to: request.email, firstName: request.firstName, locale: request.locale, expert, pdf }),
      },
    ]);
    const [row] = await tx
      .insert(auditReportsSent)
      .values({
        id: input.sendId,
        auditRequestId: request.id,
        document,
        pdf,
        sentBy: expert.name,
        sentByEmail: expert.email,
        outboxId,
      })
      .returning();
    const reportStatus = status === "new" ? "report-sent" : status;
    if (status === "new") await recordReportStatus(tx, request.id, { from: status, to: "report-sent" }, expert);
    if (!row) throw new Error("The sent report was not stored");
    return { sent: sentOf(row), reportStatus };
  });
}

const sentOf = (row: { id: string; createdAt: Date; sentBy: string }): SentReport => ({
  id: row.id,
  sentAt: row.createdAt.toISOString(),
  sentBy: row.sentBy,
});

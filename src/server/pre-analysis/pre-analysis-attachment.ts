import type { Db } from "../db/client";
import type { AttachmentMaker } from "../mail/outbox";
import type { PdfService } from "./pdf-service";
import { preAnalysisPdfAttachment } from "./pre-analysis-email";
import { findById } from "./pre-analysis-store";

/** The outbox's maker of a pre-analysis email's PDF, rendered from the stored document when the email is sent. */
export function preAnalysisAttachments(db: Db, pdfs: PdfService): AttachmentMaker {
  return async (pending) => {
    if (pending.kind !== "pre-analysis-pdf") throw new Error(`not a pre-analysis attachment: ${pending.kind}`);
    const { preAnalysisId } = pending;
    const stored = await findById(db, preAnalysisId);
    if (!stored) throw new Error(`pre-analysis ${preAnalysisId} is gone: its email cannot carry the PDF`);
    return preAnalysisPdfAttachment(stored.document, await pdfs.pdfFor(preAnalysisId, stored.document));
  };
}

import type { PreAnalysisDocument } from "../../shared/pre-analysis/document";
import { createPdfCache } from "./pdf-cache";
import { renderPreAnalysisPdf } from "./pre-analysis-pdf";

/** A pre-analysis PDF is about 60 KB: this keeps the last few hundred. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface PdfService {
  /** The PDF of the pre-analysis `id`, rendered at most once while it stays in the cache. */
  pdfFor(id: string, document: PreAnalysisDocument): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfService(render: (document: PreAnalysisDocument) => Promise<Buffer> = renderPreAnalysisPdf) {
  const cache = createPdfCache(render, { maxBytes: CACHE_BYTES });
  const service: PdfService = {
    pdfFor: (id, document) => cache.get(id, document),
    close: async () => {},
  };
  return service;
}

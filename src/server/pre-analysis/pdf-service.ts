import { documentLocale, type PreAnalysisDocument } from "@shared/pre-analysis/document";
import { createPdfCache } from "./pdf-cache";
import { createWorkerRenderer, type PdfRenderer } from "./pdf-worker-renderer";

/** A pre-analysis PDF is about 60 KB: this keeps the last few hundred. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface PdfService {
  /** The PDF of the pre-analysis `id`, rendered at most once while it stays in the cache. */
  pdfFor(id: string, document: PreAnalysisDocument): Promise<Buffer>;
  /** Renders a document that is not kept (a written report's preview or the copy it sends, which is stored). */
  render(document: PreAnalysisDocument): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfService(renderer: PdfRenderer = createWorkerRenderer()) {
  const cache = createPdfCache((document: PreAnalysisDocument) => renderer.render(document), { maxBytes: CACHE_BYTES });
  const service: PdfService = {
    // One pre-analysis is one document in one language; the key says both, should a language ever be re-rendered.
    pdfFor: (id, document) => cache.get(`${id}:${documentLocale(document)}`, document),
    render: (document) => renderer.render(document),
    close: () => renderer.close(),
  };
  return service;
}

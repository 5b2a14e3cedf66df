import { parentPort } from "node:worker_threads";
import type { PreAnalysisDocument } from "@shared/pre-analysis/document";
import { renderPreAnalysisPdf } from "./pre-analysis-pdf";

export interface RenderRequest {
  id: number;
  document: PreAnalysisDocument;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Inside the worker thread: renders each document it is sent, one after the other. */
parentPort?.on("message", async ({ id, document }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id, pdf: await renderPreAnalysisPdf(document) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});

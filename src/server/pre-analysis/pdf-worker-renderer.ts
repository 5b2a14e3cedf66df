import { Worker } from "node:worker_threads";
import type { PreAnalysisDocument } from "@shared/pre-analysis/document";
import type { RenderReply, RenderRequest } from "./pdf-worker";

export interface PdfRenderer {
  render(document: PreAnalysisDocument): Promise<Buffer>;
  close(): Promise<void>;
}

interface Pending {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

/**
 * Renders in one reusable worker thread: pdfkit's half-second of CPU per document would otherwise stall every
 * request the server is handling. Started on first use; a worker that dies fails its pending renders and is
 * replaced on the next one.
 */
export function createWorkerRenderer(): PdfRenderer {
  let worker: Worker | undefined;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };

  const start = () => {
    const started = new Worker(new URL("./pdf-worker-entry.mjs", import.meta.url), { execArgv: [] });
    started.unref();
    started.on("message", (reply: RenderReply) => {
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if (!request) return;
      if ("error" in reply) request.reject(new Error(`PDF rendering failed: ${reply.error}`));
      else request.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", () => {
      if (worker === started) worker = undefined;
      failAll(new Error("The PDF worker stopped"));
    });
    return started;
  };

  return {
    render(document) {
      worker ??= start();
      const id = nextId++;
      const request: RenderRequest = { id, document };
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker?.postMessage(request);
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}

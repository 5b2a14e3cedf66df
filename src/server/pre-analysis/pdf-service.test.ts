import { afterAll, describe, expect, it } from "vitest";
import { createPdfService } from "./pdf-service";
import { preAnalysisFixture } from "./pre-analysis-pdf.fixture";

describe("createPdfService", () => {
  const service = createPdfService();
  afterAll(() => service.close());

  it("renders a real PDF", async () => {
    const pdf = await service.pdfFor("warm-up", preAnalysisFixture);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("renders off the event loop: the server keeps answering while PDFs are made", async () => {
    let last = performance.now();
    let worstStallMs = 0;
    const probe = setInterval(() => {
      const now = performance.now();
      worstStallMs = Math.max(worstStallMs, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const pdfs = await Promise.all(
      Array.from({ length: 4 }, (_, i) => service.pdfFor(`distinct-${i}`, { ...preAnalysisFixture, year: 2030 + i })),
    );
    const renderMs = performance.now() - started;
    clearInterval(probe);
    worstStallMs = Math.max(worstStallMs, performance.now() - last);
    expect(pdfs.every((pdf) => pdf.length > 1000)).toBe(true);
    // Rendering on the main thread stalls it for a whole render (hundreds of ms) at a time.
    expect(worstStallMs, `worst stall ${worstStallMs.toFixed(0)} ms over ${renderMs.toFixed(0)} ms`).toBeLessThan(
      Math.max(100, renderMs / 8),
    );
  });
});

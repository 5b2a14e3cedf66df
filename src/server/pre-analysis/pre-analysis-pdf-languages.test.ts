import { buildPreAnalysis } from "@shared/pre-analysis/build-pre-analysis";
import { PROFILES, TODAY } from "@shared/pre-analysis/testing/test-profiles";
import { beforeAll, describe, expect, it } from "vitest";
import { type ReadPdf, readPdf } from "../testing/pdf-reader";
import { preAnalysisPdfFilename } from "./pre-analysis-email";
import { renderPreAnalysisPdf } from "./pre-analysis-pdf";

/** Line breaks and layout columns become single spaces; every kind of space becomes a plain one. */
const flatten = (text: string) => text.replace(/\s+/gu, " ");
const GENEVA = PROFILES["Geneva frontalier, 95 % Swiss income"];

describe("the German pre-analysis PDF", () => {
  const { document } = buildPreAnalysis({ ...GENEVA, today: TODAY, locale: "de" });
  let pdf: Buffer;
  let read: ReadPdf;
  let text: string;

  beforeAll(async () => {
    pdf = await renderPreAnalysisPdf(document);
    read = await readPdf(pdf);
    text = flatten(read.pages.join("\n"));
  });

  it("is a German document: /Lang de-CH and the German title", () => {
    expect(pdf.toString("latin1")).toContain("/Lang (de-CH)");
    expect(read.info.title).toBe("Ihre SwissHack-Voranalyse 2026");
    expect(preAnalysisPdfFilename(document)).toBe("voranalyse-swisshack-2026.pdf");
  });

  it("reads in German, headings, boxes and footer included", () => {
    expect(text).toContain("Voranalyse · Steuerjahr 2026");
    expect(text).toContain("Ihre Antworten");
    expect(text).toContain("Das Wichtigste");
    expect(text).toContain("Geschätztes Potenzial: CHF 1'050 – 1'850 Steuerersparnis (unter Vorbehalt) pro Jahr");
    expect(text).toContain("CHF 7'258 in Ihre Säule 3a einzahlen, bis zum 31. Dezember 2026");
    expect(text).toContain("nachträgliche ordentliche Veranlagung (NOV)");
    expect(text).toContain("Quelle: BSV, FAQ Säule 3a (2026)");
    expect(text).toContain("Hinweis: eine Schätzung, keine Steuerberatung");
    expect(text).toContain("SwissHack · Voranalyse 2026 · erstellt am 22. November 2026");
    expect(text).toMatch(/Seite 1 \/ \d+/);
    expect(text).not.toMatch(/Pré-analyse|Vos réponses|Source :|Page 1/);
  });
});

describe("the Italian pre-analysis PDF", () => {
  it("is an Italian document, named in Italian", async () => {
    const { document } = buildPreAnalysis({ ...GENEVA, today: TODAY, locale: "it" });
    const pdf = await renderPreAnalysisPdf(document);
    const text = flatten((await readPdf(pdf)).pages.join("\n"));
    expect(pdf.toString("latin1")).toContain("/Lang (it-CH)");
    expect(preAnalysisPdfFilename(document)).toBe("preanalisi-swisshack-2026.pdf");
    expect(text).toContain("Preanalisi · anno fiscale 2026");
    expect(text).toContain("Le sue risposte");
    expect(text).toContain("Fonte: UFAS, FAQ pilastro 3a (2026)");
    expect(text).toMatch(/Pagina 1 \/ \d+/);
  });
});

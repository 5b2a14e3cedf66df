import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPreAnalysisPdf } from "./pre-analysis-pdf";
import { preAnalysisFixture } from "./pre-analysis-pdf.fixture";

/** The decoded streams of a PDF (pdfkit writes each object's dictionary in clear, its stream deflated). */
function streams(pdf: Buffer): { dictionary: string; data: string }[] {
  const raw = pdf.toString("latin1");
  const found: { dictionary: string; data: string }[] = [];
  for (const match of raw.matchAll(/<<((?:(?!>>\s*stream).)*?)>>\s*stream\r?\n/gs)) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? "")?.[1]);
    const bytes = pdf.subarray(start, start + length);
    const data = /\/FlateDecode/.test(match[1] ?? "") ? inflateSync(bytes) : bytes;
    found.push({ dictionary: match[1] ?? "", data: data.toString("latin1") });
  }
  return found;
}

const PAINTING = new Set(["Tj", "TJ", "f", "F", "f*", "S", "s", "B", "B*", "b", "b*", "Do"]);

/** PDF/UA-1's structural rules, as far as they can be read from the file itself. */
describe("the pre-analysis PDF is tagged (PDF/UA-1)", () => {
  let pdf: Buffer;
  let raw: string;
  beforeAll(async () => {
    pdf = await renderPreAnalysisPdf(preAnalysisFixture);
    raw = pdf.toString("latin1");
  });

  it("declares itself tagged, in French (Switzerland), showing its title, as PDF/UA-1", () => {
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R|\/Marked true/);
    expect(raw).toContain("/Marked true");
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/Lang \(fr-CH\)/);
    expect(raw).toContain("/DisplayDocTitle true");
    const metadata = streams(pdf).find((s) => s.dictionary.includes("/Metadata") || s.data.includes("<x:xmpmeta"));
    expect(metadata?.data).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
  });

  it("has headings in order, paragraphs, lists and tables with header cells in its structure tree", () => {
    const types = [...raw.matchAll(/\/S \/(\w+)/g)].map((m) => m[1]);
    for (const type of ["Document", "H1", "H2", "P", "L", "LI", "Lbl", "LBody", "Table", "TR", "TH", "TD"]) {
      expect(types, type).toContain(type);
    }
    expect(types.filter((t) => t === "H1")).toHaveLength(1);
    const headings = types.filter((t) => /^H\d$/.test(t ?? "")).map((t) => Number(t?.slice(1)));
    headings.forEach((level, i) => {
      expect(level - (headings[i - 1] ?? 0), `heading ${i}`).toBeLessThanOrEqual(1);
    });
    expect(raw).toMatch(/\/Scope \/Column/);
  });

  it("marks every piece of content as tagged content or as an artifact", () => {
    const pages = streams(pdf).filter((s) => !s.dictionary.includes("/Subtype") && /\bBT\b|\bre\b/.test(s.data));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      let depth = 0;
      const untagged: string[] = [];
      for (const token of page.data.split(/\s+/)) {
        if (token === "BDC" || token === "BMC") depth += 1;
        else if (token === "EMC") depth -= 1;
        else if (PAINTING.has(token) && depth === 0) untagged.push(token);
      }
      expect(untagged).toEqual([]);
      expect(depth).toBe(0);
    }
  });
});

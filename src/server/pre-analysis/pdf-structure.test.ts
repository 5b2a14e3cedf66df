import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPreAnalysisPdf } from "./pre-analysis-pdf";
import { preAnalysisFixture } from "./pre-analysis-pdf.fixture";

/**
 * The decoded streams of a PDF (pdfkit writes each object's dictionary in clear, its stream deflated). Objects are
 * walked in order and each stream is skipped by its /Length, so binary stream bytes are never read as dictionaries.
 */
function streams(pdf: Buffer): { object: number; dictionary: string; data: string }[] {
  const raw = pdf.toString("latin1");
  const found: { object: number; dictionary: string; data: string }[] = [];
  const objects = /(\d+) 0 obj\b/g;
  for (let match = objects.exec(raw); match; match = objects.exec(raw)) {
    const end = raw.indexOf("endobj", match.index);
    const keyword = raw.indexOf("stream", match.index);
    if (keyword === -1 || (end !== -1 && end < keyword)) continue;
    const dictionary = raw.slice(match.index, keyword);
    const start = keyword + (raw.startsWith("stream\r\n", keyword) ? 8 : 7);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const bytes = pdf.subarray(start, start + length);
    const data = /\/FlateDecode/.test(dictionary) ? inflateSync(bytes) : bytes;
    found.push({ object: Number(match[1]), dictionary, data: data.toString("latin1") });
    objects.lastIndex = start + length;
  }
  return found;
}

/** The pages' content streams: the objects their /Contents point at (never a font program's binary bytes). */
function pageContents(pdf: Buffer) {
  const contents = new Set([...pdf.toString("latin1").matchAll(/\/Contents (\d+) 0 R/g)].map((m) => Number(m[1])));
  return streams(pdf).filter((stream) => contents.has(stream.object));
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
    const pages = pageContents(pdf);
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

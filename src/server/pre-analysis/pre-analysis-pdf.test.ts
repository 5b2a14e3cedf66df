import type { PreAnalysisDocument } from "@shared/pre-analysis/document";
import { beforeAll, describe, expect, it } from "vitest";
import { type ReadPdf, readPdf } from "../testing/pdf-reader";
import { toPdfText } from "./pdf-fonts";
import { renderPreAnalysisPdf } from "./pre-analysis-pdf";
import { preAnalysisFixture } from "./pre-analysis-pdf.fixture";

/** Line breaks and layout columns become single spaces; every kind of space becomes a plain one. */
const flatten = (text: string) => text.replace(/\s+/gu, " ");
/** For text the renderer may wrap anywhere (long references): compared with no whitespace at all. */
const squeeze = (text: string) => text.replace(/\s+/gu, "");

describe("renderPreAnalysisPdf", () => {
  let pdf: Buffer;
  let read: ReadPdf;
  let text: string;
  let pages: string[];

  beforeAll(async () => {
    pdf = await renderPreAnalysisPdf(preAnalysisFixture);
    read = await readPdf(pdf);
    pages = read.pages;
    text = pages.join("\n");
  });

  it("writes a PDF of several A4 pages", () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(read.pageCount).toBeGreaterThanOrEqual(2);
    expect(read.pageCount).toBeLessThanOrEqual(9);
    for (const size of read.pageSizes) expect(size).toEqual([595.28, 841.89]);
  });

  it("sets the document's metadata", () => {
    expect(read.info).toEqual({
      title: "Votre pré-analyse fiscale et prévoyance 2026",
      author: "SwissHack",
      creationDate: "2026-11-22T12:00:00Z",
    });
    expect(pdf.toString("latin1")).toContain("/Lang (fr-CH)");
  });

  it("embeds Inter, regular and bold, and no other font", () => {
    const { fonts } = read;
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/u, "")).sort()).toEqual(["Inter-Bold", "Inter-Regular"]);
    for (const font of fonts) expect(font, `${font.name} is embedded`).toMatchObject({ embedded: true });
  });

  it("prints the person's figures and the years", () => {
    const flat = flatten(text);
    for (const figure of ["CHF 7 258", "CHF 3 000", "CHF 4 258", "CHF 1 100 – CHF 1 500", "CHF 4 036", "92 %"]) {
      expect(flat).toContain(figure);
    }
    expect(flat).toContain("CHF 90 000 – CHF 120 000");
    expect(flat).toContain("2025");
    expect(flat).toContain("2026");
  });

  it("opens with the summary card: the yearly potential, then the actions by date", () => {
    const flat = flatten(text);
    const summary = flat.indexOf("En résumé");
    expect(summary).toBeGreaterThan(-1);
    expect(summary).toBeLessThan(flat.indexOf("Vos réponses"));
    expect(flat).toMatch(/Potentiel estimé : CHF 1 560 – (CHF )?2 400 par an/);
    const lamal = flat.indexOf("Baisser votre franchise LAMal");
    const pillar = flat.indexOf("Verser CHF 4 258");
    expect(lamal).toBeGreaterThan(summary);
    expect(pillar).toBeGreaterThan(lamal);
    expect(flat).toContain("avant le 30 novembre 2026");
  });

  it("puts the source and year under each figure and each table", () => {
    const flat = flatten(text);
    expect(flat).toContain("Source : OFAS, FAQ 3e pilier (2026)");
    expect(flat).toContain("Source : vos réponses");
    expect(flat).toContain("Sources : vos réponses ; AFC Genève, guide IS 2025 (2025)");
    expect(flat).toContain(
      "Sources : OAMal, art. 93 et 103 (2026) ; OAMal, art. 95 al. 2bis (2026) ; LAMal, art. 64 (2026) ; vos réponses",
    );
  });

  it("lists every source with its number, year and full reference", () => {
    const squeezed = squeeze(text);
    preAnalysisFixture.sources.forEach((source, index) => {
      expect(squeezed).toContain(squeeze(`${index + 1}. ${source.label} (${source.year})`));
      expect(squeezed).toContain(squeeze(source.reference));
    });
  });

  it("keeps French accents and typography intact", () => {
    const flat = flatten(text);
    for (const word of [
      "Prévoyance",
      "déductible",
      " à ",
      "Genève",
      "façon",
      "coûte",
      "jusqu’à",
      "« Frontalière à Genève »",
    ]) {
      expect(flat).toContain(word);
    }
    expect(flat).toContain("Coût total estimé");
    expect(flat).not.toContain("\ufffd");
  });

  it("shows the summary of the answers, the disclaimer and the callback offer", () => {
    const flat = flatten(text);
    expect(flat).toContain("Vos réponses");
    expect(flat).toContain("Frontalière, travail à Genève");
    expect(flat).toContain("Elle ne constitue pas un conseil fiscal");
    expect(squeeze(text)).toContain(squeeze(preAnalysisFixture.disclaimer));
    expect(squeeze(text)).toContain(squeeze(preAnalysisFixture.callbackOffer));
  });

  it("numbers the pages and dates them in each footer", () => {
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`);
      expect(flatten(page)).toContain("générée le 22 novembre 2026");
    });
  });

  it("renders the same document to the same bytes", async () => {
    expect((await renderPreAnalysisPdf(preAnalysisFixture)).equals(pdf)).toBe(true);
  });
});

describe("renderPreAnalysisPdf on awkward documents", () => {
  async function renderText(doc: PreAnalysisDocument): Promise<string[]> {
    return (await readPdf(await renderPreAnalysisPdf(doc))).pages;
  }

  it("breaks a table longer than a page between rows and repeats its header", async () => {
    const rows = Array.from({ length: 60 }, (_, index) => [`Ligne ${index + 1}`, `CHF ${index + 1} 000`]);
    const pages = await renderText({
      ...preAnalysisFixture,
      sections: [
        {
          id: "levers",
          heading: "Un long tableau",
          blocks: [{ kind: "table", caption: "Tableau", columns: ["Année", "Montant"], rows, sourceIds: ["ofas-3a"] }],
        },
      ],
    });
    const withTable = pages.filter((page) => page.includes("Ligne "));
    expect(withTable.length).toBeGreaterThanOrEqual(2);
    for (const page of withTable) expect(page).toMatch(/Année\s+Montant/u);
    const printed = withTable.join("\n").match(/Ligne \d+/gu) ?? [];
    expect(printed).toEqual(rows.map((row) => row[0]));
  });

  it("refuses a figure whose source is unknown rather than print it unsourced", async () => {
    await expect(
      renderPreAnalysisPdf({
        ...preAnalysisFixture,
        sections: [
          {
            id: "pillar3a",
            heading: "3a",
            blocks: [{ kind: "figures", items: [{ label: "Plafond", value: "CHF 7 258", sourceIds: ["nowhere"] }] }],
          },
        ],
      }),
    ).rejects.toThrow(/unknown source id "nowhere"/);
  });
});

describe("toPdfText", () => {
  it("swaps the characters Inter's Latin subset lacks for ones it has", () => {
    expect(toPdfText("CHF\u00a07\u202f258")).toBe("CHF\u00a07\u00a0258");
    expect(toPdfText("≈ 5 % → ≤ 700")).toBe("~ 5 % -> <= 700");
    expect(toPdfText("Prévoyance « déductible » – à l’année")).toBe("Prévoyance « déductible » – à l’année");
  });
});

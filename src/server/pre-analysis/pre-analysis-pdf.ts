import type { DocumentSection, PreAnalysisDocument, SourceRef } from "@shared/pre-analysis/document";
import PDFDocument from "pdfkit";
import type { PdfContext } from "./pdf-block-context";
import { drawBlock, leadHeight } from "./pdf-blocks";
import { drawClosing, drawSummary } from "./pdf-boxes";
import { fontData, registerFonts, withPdfText } from "./pdf-fonts";
import { indexSources } from "./pdf-sources";
import { artifact, structElement, tagged } from "./pdf-structure";
import { measureText, type TextStyle, textWidth, writeText } from "./pdf-text";
import { COLOR, contentWidth, ensureSpace, PAGE, SIZE } from "./pdf-theme";
import { type PdfWording, pdfWording } from "./pdf-wording";

/** Renders the pre-analysis as a tagged A4 PDF (PDF/UA-1) with embedded fonts, sources and page numbers. */
export async function renderPreAnalysisPdf(input: PreAnalysisDocument): Promise<Buffer> {
  const doc = withPdfText(input);
  const generatedOn = parseDay(doc.generatedOn);
  const words = pdfWording(doc);
  const pdf = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    bufferPages: true,
    // Without a font here pdfkit would load Helvetica as its default.
    font: fontData().regular as unknown as string,
    lang: words.lang,
    displayTitle: true,
    tagged: true,
    // Declares PDF/UA-1 in the metadata; the structure below is what makes it true.
    subset: "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets,
    pdfVersion: "1.7",
    info: {
      Title: doc.title,
      Subject: doc.subtitle,
      Author: "SwissHack",
      Creator: "SwissHack",
      CreationDate: generatedOn,
      ModDate: generatedOn,
    },
  });
  const output = collectPdf(pdf);
  registerFonts(pdf);
  const root = pdf.struct("Document");
  pdf.addStructure(root);
  const ctx: PdfContext = { pdf, sources: indexSources(doc.sources), parent: root, words };
  drawHeader(ctx, doc);
  drawSummary(ctx, doc.summary);
  drawAnswersSummary(ctx, doc.answersSummary);
  for (const section of doc.sections) drawSection(ctx, section);
  drawClosing(ctx, doc);
  drawSourceList(ctx, doc.sources);
  drawFooters(pdf, words, doc.year, generatedOn);
  root.end();
  pdf.end();
  return output;
}

/** The document's bytes once it is ended. */
export function collectPdf(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
}

function parseDay(isoDay: string): Date {
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(date.getTime())) {
    throw new Error(`Pre-analysis PDF: generatedOn is not a YYYY-MM-DD date: "${isoDay}"`);
  }
  return date;
}

/** The footer's date as Intl writes it in the document's language: "25 novembre 2026", "25. November 2026". */
const footerDate = (lang: string, date: Date) =>
  new Intl.DateTimeFormat(lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);

function drawHeader({ pdf, parent, words }: PdfContext, doc: PreAnalysisDocument): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const top = pdf.y;
  tagged(pdf, parent, "P", () =>
    writeText(pdf, "SwissHack", left, top, width, { bold: true, size: 18, color: COLOR.brand }),
  );
  tagged(pdf, parent, "P", () =>
    writeText(pdf, words.header(doc.year), left, top + 6, width, {
      size: SIZE.small,
      color: COLOR.muted,
      align: "right",
    }),
  );
  const ruleY = top + 30;
  artifact(pdf, () => pdf.rect(left, ruleY, width, 2).fill(COLOR.brand));
  let y = ruleY + 16;
  tagged(pdf, parent, "H1", () => {
    y = writeText(pdf, doc.title, left, y, width, {
      bold: true,
      size: titleSize(pdf, doc.title, width),
      color: COLOR.text,
      lineGap: 2,
    });
  });
  tagged(pdf, parent, "P", () => {
    y = writeText(pdf, doc.subtitle, left, y + 2, width, { size: 11, color: COLOR.muted });
  });
  pdf.y = y + 14;
}

/** Shrinks the title a little rather than leave a word alone on its second line. */
function titleSize(pdf: PDFKit.PDFDocument, title: string, width: number): number {
  return [22, 20, 18].find((size) => textWidth(pdf, title, { bold: true, size }) <= width) ?? 22;
}

const SUMMARY_COLUMNS = 3;
const SUMMARY_PAD = 12;
const SUMMARY_LABEL: TextStyle = { size: SIZE.tiny + 0.5, color: COLOR.muted, lineGap: 1 };
const SUMMARY_VALUE: TextStyle = { bold: true, size: 9.5, color: COLOR.text, lineGap: 1.5 };

function drawAnswersSummary({ pdf, parent, words }: PdfContext, answers: PreAnalysisDocument["answersSummary"]): void {
  if (answers.length === 0) return;
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const cellWidth = (width - 2 * SUMMARY_PAD) / SUMMARY_COLUMNS;
  const inner = cellWidth - 10;
  const rows: (typeof answers)[] = [];
  for (let start = 0; start < answers.length; start += SUMMARY_COLUMNS) {
    rows.push(answers.slice(start, start + SUMMARY_COLUMNS));
  }
  // Values of a row start at the same height, below the row's tallest label.
  const tallest = (heights: number[]) => Math.max(0, ...heights);
  const rowLayouts = rows.map((row) => {
    const labelHeight = tallest(row.map((entry) => measureText(pdf, entry.label, inner, SUMMARY_LABEL)));
    const valueHeight = tallest(row.map((entry) => measureText(pdf, entry.value, inner, SUMMARY_VALUE)));
    return { labelHeight, height: labelHeight + valueHeight };
  });
  const titleHeight = measureText(pdf, words.answers, width, { bold: true, size: 11 }) + 4;
  const height = 2 * SUMMARY_PAD + titleHeight + rowLayouts.reduce((sum, row) => sum + row.height + 6, -6);
  ensureSpace(pdf, height);
  const top = pdf.y;
  artifact(pdf, () =>
    pdf.lineWidth(0.75).roundedRect(left, top, width, height, 4).fillAndStroke(COLOR.panel, COLOR.border),
  );
  let y = top + SUMMARY_PAD;
  tagged(pdf, parent, "H2", () => {
    y = writeText(pdf, words.answers, left + SUMMARY_PAD, y, width, { bold: true, size: 11, color: COLOR.text });
  });
  y += 4;
  const list = structElement(pdf, parent, "L");
  rows.forEach((row, index) => {
    const layout = rowLayouts[index] ?? { labelHeight: 0, height: 0 };
    row.forEach((entry, column) => {
      const x = left + SUMMARY_PAD + column * cellWidth;
      const item = structElement(pdf, list, "LI");
      tagged(pdf, item, "Lbl", () => writeText(pdf, entry.label, x, y, inner, SUMMARY_LABEL));
      tagged(pdf, item, "LBody", () => writeText(pdf, entry.value, x, y + layout.labelHeight, inner, SUMMARY_VALUE));
      item.end();
    });
    y += layout.height + 6;
  });
  list.end();
  pdf.y = top + height + 18;
}

const HEADING: TextStyle = { bold: true, size: SIZE.heading, color: COLOR.text, lineGap: 1 };

function drawHeading({ pdf, parent }: PdfContext, text: string, keepWithNext: number): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf) - 12;
  const height = measureText(pdf, text, width, HEADING);
  if (!ensureSpace(pdf, 8 + height + 8 + keepWithNext)) pdf.y += 8;
  const top = pdf.y;
  artifact(pdf, () => pdf.rect(left, top + 2, 4, SIZE.heading).fill(COLOR.brand));
  tagged(pdf, parent, "H2", () => {
    pdf.y = writeText(pdf, text, left + 12, top, width, HEADING) + 8;
  });
}

function drawSection(ctx: PdfContext, section: DocumentSection): void {
  const first = section.blocks[0];
  const sect = { ...ctx, parent: structElement(ctx.pdf, ctx.parent, "Sect") };
  drawHeading(sect, section.heading, first ? leadHeight(ctx, first) : 0);
  for (const block of section.blocks) drawBlock(sect, block);
  sect.parent.end();
  ctx.pdf.y += 6;
}

const SOURCE_NUMBER_WIDTH = 20;
const SOURCE_TITLE: TextStyle = { bold: true, size: 9.5, color: COLOR.text, lineGap: 1.5 };
const SOURCE_REFERENCE: TextStyle = { size: SIZE.small, color: COLOR.muted, lineGap: 1.5 };

function drawSourceList(ctx: PdfContext, sources: SourceRef[]): void {
  const { pdf } = ctx;
  if (sources.length === 0) return;
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf) - SOURCE_NUMBER_WIDTH;
  const items = sources.map((source, index) => {
    const title = `${source.label} (${source.year})`;
    const height =
      measureText(pdf, title, width, SOURCE_TITLE) + measureText(pdf, source.reference, width, SOURCE_REFERENCE);
    return { number: `${index + 1}.`, title, reference: source.reference, height };
  });
  pdf.y += 6;
  drawHeading(ctx, ctx.words.sources, items[0]?.height ?? 0);
  const list = structElement(pdf, ctx.parent, "L");
  for (const item of items) {
    ensureSpace(pdf, item.height);
    const top = pdf.y;
    const entry = structElement(pdf, list, "LI");
    tagged(pdf, entry, "Lbl", () =>
      writeText(pdf, item.number, left, top, SOURCE_NUMBER_WIDTH, { ...SOURCE_TITLE, color: COLOR.muted }),
    );
    const body = structElement(pdf, entry, "LBody");
    body.add(() => {
      const y = writeText(pdf, item.title, left + SOURCE_NUMBER_WIDTH, top, width, SOURCE_TITLE);
      pdf.y = writeText(pdf, item.reference, left + SOURCE_NUMBER_WIDTH, y, width, SOURCE_REFERENCE) + 5;
    });
    body.end();
    entry.end();
  }
  list.end();
}

const FOOTER: TextStyle = { size: SIZE.tiny, color: COLOR.muted, lineGap: 0 };

/** Page numbers are known only once every page exists, so the footers are drawn last on the buffered pages. */
function drawFooters(pdf: PDFKit.PDFDocument, words: PdfWording, year: number, generatedOn: Date): void {
  const { start, count } = pdf.bufferedPageRange();
  const note = words.footer(year, footerDate(words.lang, generatedOn));
  for (let index = 0; index < count; index++) {
    pdf.switchToPage(start + index);
    const left = pdf.page.margins.left;
    const width = contentWidth(pdf);
    const y = pdf.page.height - PAGE.footerOffset;
    // Writing below the bottom margin would make pdfkit open a new page.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    artifact(
      pdf,
      () => {
        pdf
          .moveTo(left, y - 8)
          .lineTo(left + width, y - 8)
          .lineWidth(0.5)
          .strokeColor(COLOR.border)
          .stroke();
        writeText(pdf, note, left, y, width, FOOTER);
        writeText(pdf, words.page(index + 1, count), left, y, width, { ...FOOTER, align: "right" });
      },
      "Pagination",
    );
    pdf.page.margins.bottom = bottomMargin;
  }
}

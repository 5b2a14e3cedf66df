import type { DocumentBlock, FigureItem } from "@shared/pre-analysis/document";
import { BLOCK_GAP, type Block, type PdfContext, SOURCE } from "./pdf-block-context";
import { sourceLine } from "./pdf-sources";
import { artifact, structElement, tagged } from "./pdf-structure";
import { drawTable, tableLeadHeight } from "./pdf-table";
import { measureText, type TextStyle, writeText } from "./pdf-text";
import { COLOR, contentWidth, ensureSpace, SIZE, TONE, usablePageHeight } from "./pdf-theme";

const PARAGRAPH: TextStyle = { size: SIZE.body, color: COLOR.body };

// Paragraphs

function drawParagraph({ pdf, parent }: PdfContext, block: Block<"paragraph">): void {
  const width = contentWidth(pdf);
  const height = measureText(pdf, block.text, width, PARAGRAPH);
  // Short paragraphs move whole to the next page; a longer one is let to flow, with a few lines kept together.
  ensureSpace(pdf, height <= usablePageHeight(pdf) / 3 ? height : 3 * (SIZE.body * 1.2 + SIZE.lineGap));
  tagged(pdf, parent, "P", () => writeText(pdf, block.text, pdf.page.margins.left, pdf.y, width, PARAGRAPH));
  pdf.y += BLOCK_GAP - SIZE.lineGap;
}

// Figures: cards two by two, each with its source and year underneath

const CARD_GAP = 10;
const CARD_PAD = 10;
const FIGURE_LABEL: TextStyle = { size: SIZE.small, color: COLOR.muted, lineGap: 1.5 };
const FIGURE_VALUE: TextStyle = { bold: true, size: 15, color: COLOR.text, lineGap: 1 };

function figureLayout(pdf: PDFKit.PDFDocument, count: number) {
  const columns = count === 1 ? 1 : 2;
  return { columns, width: (contentWidth(pdf) - CARD_GAP * (columns - 1)) / columns };
}

/** Cards of a row share their height, and their labels, values and sources start at the same heights. */
function figureRowLayout({ pdf, sources, words }: PdfContext, row: FigureItem[], width: number) {
  const inner = width - 2 * CARD_PAD;
  const tallest = (heights: number[]) => Math.max(0, ...heights);
  const labelHeight = tallest(row.map((item) => measureText(pdf, item.label, inner, FIGURE_LABEL)));
  const valueHeight = tallest(row.map((item) => measureText(pdf, item.value, inner, FIGURE_VALUE)));
  const sourceHeight = tallest(
    row.map((item) => measureText(pdf, sourceLine(sources, item.sourceIds, words), inner, SOURCE)),
  );
  return { labelHeight, valueHeight, height: 2 * CARD_PAD + labelHeight + 2 + valueHeight + 4 + sourceHeight };
}

function drawFigures(ctx: PdfContext, block: Block<"figures">): void {
  const { pdf, sources, words } = ctx;
  const { columns, width } = figureLayout(pdf, block.items.length);
  const inner = width - 2 * CARD_PAD;
  const list = structElement(pdf, ctx.parent, "L");
  for (let start = 0; start < block.items.length; start += columns) {
    const row = block.items.slice(start, start + columns);
    const { labelHeight, valueHeight, height } = figureRowLayout(ctx, row, width);
    ensureSpace(pdf, height);
    const top = pdf.y;
    const valueY = top + CARD_PAD + labelHeight + 2;
    const sourceY = valueY + valueHeight + 4;
    row.forEach((item, column) => {
      const x = pdf.page.margins.left + column * (width + CARD_GAP);
      artifact(pdf, () =>
        pdf.lineWidth(0.75).roundedRect(x, top, width, height, 4).fillAndStroke(COLOR.panel, COLOR.border),
      );
      const entry = structElement(pdf, list, "LI");
      tagged(pdf, entry, "Lbl", () => writeText(pdf, item.label, x + CARD_PAD, top + CARD_PAD, inner, FIGURE_LABEL));
      const body = structElement(pdf, entry, "LBody");
      body.add(() => {
        writeText(pdf, item.value, x + CARD_PAD, valueY, inner, FIGURE_VALUE);
        writeText(pdf, sourceLine(sources, item.sourceIds, words), x + CARD_PAD, sourceY, inner, SOURCE);
      });
      body.end();
      entry.end();
    });
    pdf.y = top + height + CARD_GAP;
  }
  list.end();
  pdf.y += BLOCK_GAP - CARD_GAP;
}

// Lists

const BULLET_INDENT = 14;

function listItemHeight(pdf: PDFKit.PDFDocument, item: string): number {
  return measureText(pdf, item, contentWidth(pdf) - BULLET_INDENT, PARAGRAPH);
}

function drawList({ pdf, parent }: PdfContext, block: Block<"list">): void {
  const left = pdf.page.margins.left;
  const list = structElement(pdf, parent, "L");
  for (const item of block.items) {
    ensureSpace(pdf, listItemHeight(pdf, item));
    const top = pdf.y;
    const entry = structElement(pdf, list, "LI");
    tagged(pdf, entry, "Lbl", () =>
      writeText(pdf, "•", left + 3, top, BULLET_INDENT, { ...PARAGRAPH, bold: true, color: COLOR.brand }),
    );
    tagged(pdf, entry, "LBody", () =>
      writeText(pdf, item, left + BULLET_INDENT, top, contentWidth(pdf) - BULLET_INDENT, PARAGRAPH),
    );
    entry.end();
    pdf.y += 3;
  }
  list.end();
  pdf.y += BLOCK_GAP - 3 - SIZE.lineGap;
}

// Callouts: a tinted box with a coloured bar, never split across pages

const CALLOUT_PAD = 12;
const CALLOUT_BAR = 4;
const CALLOUT_LINE_GAP = 2;
const CALLOUT_TEXT: TextStyle = { size: 9.5, color: COLOR.body, lineGap: CALLOUT_LINE_GAP };

function calloutHeight(pdf: PDFKit.PDFDocument, block: Block<"callout">): number {
  const inner = contentWidth(pdf) - CALLOUT_BAR - 2 * CALLOUT_PAD;
  return (
    2 * CALLOUT_PAD +
    measureText(pdf, block.title, inner, { bold: true, size: 10.5 }) +
    3 +
    measureText(pdf, block.text, inner, CALLOUT_TEXT) -
    CALLOUT_LINE_GAP
  );
}

function drawCallout({ pdf, parent }: PdfContext, block: Block<"callout">): void {
  const tone = TONE[block.tone];
  const height = calloutHeight(pdf, block);
  ensureSpace(pdf, height);
  const left = pdf.page.margins.left;
  const top = pdf.y;
  const width = contentWidth(pdf);
  const inner = width - CALLOUT_BAR - 2 * CALLOUT_PAD;
  artifact(pdf, () => {
    pdf.save().roundedRect(left, top, width, height, 4).clip();
    pdf.rect(left, top, width, height).fill(tone.fill);
    pdf.rect(left, top, CALLOUT_BAR, height).fill(tone.bar);
    pdf.restore();
  });
  const x = left + CALLOUT_BAR + CALLOUT_PAD;
  let y = top + CALLOUT_PAD;
  tagged(pdf, parent, "H3", () => {
    y = writeText(pdf, block.title, x, y, inner, { bold: true, size: 10.5, color: tone.title }) + 3;
  });
  tagged(pdf, parent, "P", () => writeText(pdf, block.text, x, y, inner, CALLOUT_TEXT));
  pdf.y = top + height + BLOCK_GAP;
}

export function drawBlock(ctx: PdfContext, block: DocumentBlock): void {
  switch (block.kind) {
    case "paragraph":
      drawParagraph(ctx, block);
      break;
    case "figures":
      drawFigures(ctx, block);
      break;
    case "table":
      drawTable(ctx, block);
      break;
    case "list":
      drawList(ctx, block);
      break;
    case "callout":
      drawCallout(ctx, block);
      break;
  }
}

/** The height of a block's first unbreakable piece, so that a heading is never left alone at a page's foot. */
export function leadHeight(ctx: PdfContext, block: DocumentBlock): number {
  const { pdf } = ctx;
  switch (block.kind) {
    case "paragraph":
      return Math.min(measureText(pdf, block.text, contentWidth(pdf), PARAGRAPH), 3 * (SIZE.body * 1.2 + SIZE.lineGap));
    case "figures": {
      const { columns, width } = figureLayout(pdf, block.items.length);
      return figureRowLayout(ctx, block.items.slice(0, columns), width).height;
    }
    case "table":
      return tableLeadHeight(ctx, block);
    case "list":
      return block.items[0] === undefined ? 0 : listItemHeight(pdf, block.items[0]);
    case "callout":
      return calloutHeight(pdf, block);
  }
}

import type { DocumentBlock, FigureItem } from "../../shared/pre-analysis/document";
import { type SourceIndex, sourceLine } from "./pdf-sources";
import { artifact, type StructElement, structElement, tagged } from "./pdf-structure";
import { measureText, type TextStyle, textWidth, writeText } from "./pdf-text";
import { bottomLimit, COLOR, contentWidth, ensureSpace, SIZE, TONE, usablePageHeight } from "./pdf-theme";

export interface PdfContext {
  pdf: PDFKit.PDFDocument;
  sources: SourceIndex;
  /** The structure element the blocks drawn now belong to. */
  parent: StructElement;
}

type Block<K extends DocumentBlock["kind"]> = Extract<DocumentBlock, { kind: K }>;

export const BLOCK_GAP = 10;

const PARAGRAPH: TextStyle = { size: SIZE.body, color: COLOR.body };
const SOURCE: TextStyle = { size: SIZE.tiny, color: COLOR.muted, lineGap: 1.5 };

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
function figureRowLayout({ pdf, sources }: PdfContext, row: FigureItem[], width: number) {
  const inner = width - 2 * CARD_PAD;
  const tallest = (heights: number[]) => Math.max(0, ...heights);
  const labelHeight = tallest(row.map((item) => measureText(pdf, item.label, inner, FIGURE_LABEL)));
  const valueHeight = tallest(row.map((item) => measureText(pdf, item.value, inner, FIGURE_VALUE)));
  const sourceHeight = tallest(row.map((item) => measureText(pdf, sourceLine(sources, item.sourceIds), inner, SOURCE)));
  return { labelHeight, valueHeight, height: 2 * CARD_PAD + labelHeight + 2 + valueHeight + 4 + sourceHeight };
}

function drawFigures(ctx: PdfContext, block: Block<"figures">): void {
  const { pdf, sources } = ctx;
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
        writeText(pdf, sourceLine(sources, item.sourceIds), x + CARD_PAD, sourceY, inner, SOURCE);
      });
      body.end();
      entry.end();
    });
    pdf.y = top + height + CARD_GAP;
  }
  list.end();
  pdf.y += BLOCK_GAP - CARD_GAP;
}

// Tables: kept on one page when they fit; otherwise broken between rows, with the header row repeated

const CELL_PAD_X = 6;
const CELL_PAD_Y = 5;
const CAPTION: TextStyle = { bold: true, size: 10.5, color: COLOR.text };
const HEADER_CELL: TextStyle = { bold: true, size: SIZE.small, color: "#334155", lineGap: 1.5 };
const CELL: TextStyle = { size: 9.5, color: COLOR.body, lineGap: 1.5 };
const HIGHLIGHT_CELL: TextStyle = { ...CELL, bold: true, color: COLOR.highlightText };
const NUMERIC = /^(CHF|[-–+]?\s?\d)/u;

interface TableLayout {
  widths: number[];
  align: ("left" | "right")[];
  captionHeight: number;
  headerHeight: number;
  rowHeights: number[];
  sourceText: string;
  sourceHeight: number;
}

function columnWidths(pdf: PDFKit.PDFDocument, block: Block<"table">): number[] {
  const available = contentWidth(pdf);
  const natural = block.columns.map((header, column) => {
    const cells = block.rows.map((row) => textWidth(pdf, row[column] ?? "", HIGHLIGHT_CELL));
    return Math.min(Math.max(textWidth(pdf, header, HEADER_CELL), ...cells), available * 0.5) + 2 * CELL_PAD_X;
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  return natural.map((width) => (width / total) * available);
}

function rowHeight(pdf: PDFKit.PDFDocument, cells: string[], widths: number[], style: TextStyle): number {
  const heights = widths.map((width, column) => measureText(pdf, cells[column] ?? "", width - 2 * CELL_PAD_X, style));
  return Math.max(...heights) + 2 * CELL_PAD_Y;
}

function tableLayout({ pdf, sources }: PdfContext, block: Block<"table">): TableLayout {
  const widths = columnWidths(pdf, block);
  const sourceText = sourceLine(sources, block.sourceIds);
  return {
    widths,
    align: block.columns.map((_, column) =>
      column > 0 && block.rows.every((row) => NUMERIC.test(row[column] ?? "")) ? "right" : "left",
    ),
    captionHeight: measureText(pdf, block.caption, contentWidth(pdf), CAPTION) + 4,
    headerHeight: rowHeight(pdf, block.columns, widths, HEADER_CELL),
    rowHeights: block.rows.map((row, index) =>
      rowHeight(pdf, row, widths, index === block.highlightRow ? HIGHLIGHT_CELL : CELL),
    ),
    sourceText,
    sourceHeight: 5 + measureText(pdf, sourceText, contentWidth(pdf), SOURCE),
  };
}

/** Where a row's cells go: a row of the table's structure (TH or TD cells), or nowhere for a repeated header. */
type RowTarget = { row: StructElement; cell: "TH" | "TD" } | "repeated-header";

function drawRow(
  pdf: PDFKit.PDFDocument,
  cells: string[],
  layout: TableLayout,
  height: number,
  style: TextStyle,
  target: RowTarget,
  fill?: string,
): void {
  const left = pdf.page.margins.left;
  const top = pdf.y;
  const width = contentWidth(pdf);
  if (fill) artifact(pdf, () => pdf.rect(left, top, width, height).fill(fill));
  let x = left;
  layout.widths.forEach((columnWidth, column) => {
    const align = layout.align[column] ?? "left";
    const cellX = x;
    const draw = () =>
      writeText(pdf, cells[column] ?? "", cellX + CELL_PAD_X, top + CELL_PAD_Y, columnWidth - 2 * CELL_PAD_X, {
        ...style,
        align,
      });
    if (target === "repeated-header") artifact(pdf, draw, "Pagination");
    else tagged(pdf, target.row, target.cell, draw, target.cell === "TH" ? { scope: "Column" } : {});
    x += columnWidth;
  });
  artifact(pdf, () =>
    pdf
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.6)
      .strokeColor(COLOR.border)
      .stroke(),
  );
  pdf.y = top + height;
}

function drawTable(ctx: PdfContext, block: Block<"table">): void {
  const { pdf } = ctx;
  const layout = tableLayout(ctx, block);
  const rowsHeight = layout.rowHeights.reduce((sum, height) => sum + height, 0);
  const total = layout.captionHeight + layout.headerHeight + rowsHeight + layout.sourceHeight;
  ensureSpace(
    pdf,
    total <= usablePageHeight(pdf) ? total : layout.captionHeight + layout.headerHeight + (layout.rowHeights[0] ?? 0),
  );
  const left = pdf.page.margins.left;
  const table = structElement(pdf, ctx.parent, "Table");
  /** A table row of the structure; its cells are added by drawRow. */
  const structRow = (cell: "TH" | "TD") => ({ row: structElement(pdf, table, "TR"), cell });
  const drawHeader = (target: RowTarget) =>
    drawRow(pdf, block.columns, layout, layout.headerHeight, HEADER_CELL, target, COLOR.headerFill);

  tagged(pdf, table, "Caption", () => writeText(pdf, block.caption, left, pdf.y, contentWidth(pdf), CAPTION));
  pdf.y += 4;
  const header = structRow("TH");
  drawHeader(header);
  header.row.end();
  const last = block.rows.length - 1;
  block.rows.forEach((row, index) => {
    const height = layout.rowHeights[index] ?? 0;
    // The last row keeps the source line with it.
    if (pdf.y + height + (index === last ? layout.sourceHeight : 0) > bottomLimit(pdf)) {
      pdf.addPage();
      drawHeader("repeated-header");
    }
    const target = structRow("TD");
    const highlighted = index === block.highlightRow;
    if (highlighted) {
      const top = pdf.y;
      drawRow(pdf, row, layout, height, HIGHLIGHT_CELL, target, COLOR.highlightFill);
      artifact(pdf, () => pdf.rect(left, top, 3, height).fill(COLOR.accent));
    } else {
      drawRow(pdf, row, layout, height, CELL, target);
    }
    target.row.end();
  });
  table.end();
  tagged(pdf, ctx.parent, "P", () => writeText(pdf, layout.sourceText, left, pdf.y + 5, contentWidth(pdf), SOURCE));
  pdf.y += BLOCK_GAP;
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
    case "table": {
      const layout = tableLayout(ctx, block);
      return layout.captionHeight + layout.headerHeight + (layout.rowHeights[0] ?? 0);
    }
    case "list":
      return block.items[0] === undefined ? 0 : listItemHeight(pdf, block.items[0]);
    case "callout":
      return calloutHeight(pdf, block);
  }
}

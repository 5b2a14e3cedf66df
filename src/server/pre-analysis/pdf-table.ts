import { BLOCK_GAP, type Block, type PdfContext, SOURCE } from "./pdf-block-context";
import { sourceLine } from "./pdf-sources";
import { artifact, type StructElement, structElement, tagged } from "./pdf-structure";
import { measureText, type TextStyle, textWidth, writeText } from "./pdf-text";
import { bottomLimit, COLOR, contentWidth, ensureSpace, SIZE, usablePageHeight } from "./pdf-theme";

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

/** What a cell cannot be narrower than: its longest word, or the whole of an amount ("CHF 2'500"). */
function unbreakableWidth(pdf: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  if (NUMERIC.test(text)) return textWidth(pdf, text, style);
  return Math.max(0, ...text.split(/\s+/).map((word) => textWidth(pdf, word, style)));
}

/**
 * Each column's width: as wide as its content when the page allows; otherwise every column keeps at least its longest
 * word and its widest amount (German headers are long, and a squeezed column broke "Franchi/se" and "CHF 3/00"), and
 * the columns share the rest in proportion to what they would have liked more.
 */
export function tableColumnWidths(pdf: PDFKit.PDFDocument, block: Block<"table">): number[] {
  const available = contentWidth(pdf);
  const natural = block.columns.map((header, column) => {
    const cells = block.rows.map((row) => textWidth(pdf, row[column] ?? "", HIGHLIGHT_CELL));
    return Math.min(Math.max(textWidth(pdf, header, HEADER_CELL), ...cells), available * 0.5) + 2 * CELL_PAD_X;
  });
  const minimum = block.columns.map(
    (header, column) =>
      Math.max(
        unbreakableWidth(pdf, header, HEADER_CELL),
        ...block.rows.map((row) => unbreakableWidth(pdf, row[column] ?? "", HIGHLIGHT_CELL)),
      ) +
      2 * CELL_PAD_X,
  );
  const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);
  const naturalTotal = sum(natural);
  if (naturalTotal <= available) return natural.map((width) => (width / naturalTotal) * available);
  const minimumTotal = sum(minimum);
  if (minimumTotal >= available) return minimum.map((width) => (width / minimumTotal) * available);
  const wishes = natural.map((width, column) => Math.max(0, width - (minimum[column] ?? 0)));
  const wishTotal = sum(wishes);
  return minimum.map((width, column) => width + ((wishes[column] ?? 0) / wishTotal) * (available - minimumTotal));
}

function rowHeight(pdf: PDFKit.PDFDocument, cells: string[], widths: number[], style: TextStyle): number {
  const heights = widths.map((width, column) => measureText(pdf, cells[column] ?? "", width - 2 * CELL_PAD_X, style));
  return Math.max(...heights) + 2 * CELL_PAD_Y;
}

function tableLayout({ pdf, sources, words }: PdfContext, block: Block<"table">): TableLayout {
  const widths = tableColumnWidths(pdf, block);
  const sourceText = sourceLine(sources, block.sourceIds, words);
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

export function drawTable(ctx: PdfContext, block: Block<"table">): void {
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

/** A table's first unbreakable piece: its caption, header row and first row. */
export function tableLeadHeight(ctx: PdfContext, block: Block<"table">): number {
  const layout = tableLayout(ctx, block);
  return layout.captionHeight + layout.headerHeight + (layout.rowHeights[0] ?? 0);
}

import type { PreAnalysisDocument } from "@shared/pre-analysis/document";
import { BLOCK_GAP, type PdfContext } from "./pdf-block-context";
import { artifact, tagged } from "./pdf-structure";
import { measureText, type TextStyle, writeText } from "./pdf-text";
import { COLOR, contentWidth, ensureSpace, SIZE } from "./pdf-theme";

/** The framed boxes of the pre-analysis PDF: the summary card it opens with, the disclaimer and the callback offer. */
const BOX_PAD = 14;
const BOX_TEXT: TextStyle = { size: SIZE.body, color: COLOR.body };

function drawBox(
  { pdf, parent }: PdfContext,
  title: string,
  text: string,
  colors: { line: string; fill: string },
): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const inner = width - 2 * BOX_PAD;
  const titleStyle: TextStyle = { bold: true, size: 11, color: colors.line };
  const height =
    2 * BOX_PAD +
    measureText(pdf, title, inner, titleStyle) +
    4 +
    measureText(pdf, text, inner, BOX_TEXT) -
    SIZE.lineGap;
  ensureSpace(pdf, height);
  const top = pdf.y;
  artifact(pdf, () =>
    pdf.lineWidth(1.2).roundedRect(left, top, width, height, 5).fillAndStroke(colors.fill, colors.line),
  );
  let y = top + BOX_PAD;
  tagged(pdf, parent, "H2", () => {
    y = writeText(pdf, title, left + BOX_PAD, y, inner, titleStyle) + 4;
  });
  tagged(pdf, parent, "P", () => writeText(pdf, text, left + BOX_PAD, y, inner, BOX_TEXT));
  pdf.y = top + height + BLOCK_GAP + 4;
}

/** The card the document opens with: the yearly potential, then the dated actions, the nearest first. */
export function drawSummary(ctx: PdfContext, summary: PreAnalysisDocument["summary"]): void {
  const { words } = ctx;
  const lines = [
    ...(summary.potential ? [words.potential(summary.potential)] : []),
    ...summary.actions.map(
      (action) => `– ${action.text}${action.deadline ? `, ${words.deadline(action.deadline)}` : ""}`,
    ),
  ];
  if (lines.length === 0) return;
  drawBox(ctx, words.summary, lines.join("\n"), { line: COLOR.accent, fill: "#effaf8" });
}

export function drawClosing(ctx: PdfContext, doc: PreAnalysisDocument): void {
  ctx.pdf.y += 4;
  drawBox(ctx, ctx.words.disclaimer, doc.disclaimer, {
    line: COLOR.brand,
    fill: "#fff5f6",
  });
  drawBox(ctx, ctx.words.nextStep, doc.callbackOffer, {
    line: COLOR.accent,
    fill: "#effaf8",
  });
}

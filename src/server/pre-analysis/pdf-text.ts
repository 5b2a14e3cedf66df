import { FONT } from "./pdf-fonts";
import { COLOR, SIZE } from "./pdf-theme";

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  lineGap?: number;
  align?: "left" | "right" | "center";
}

function applyFont(pdf: PDFKit.PDFDocument, style: TextStyle): void {
  pdf.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? SIZE.body);
}

/** Height the text takes when wrapped to `width`, in the given style. */
export function measureText(pdf: PDFKit.PDFDocument, text: string, width: number, style: TextStyle = {}): number {
  applyFont(pdf, style);
  return pdf.heightOfString(text, { width, lineGap: style.lineGap ?? SIZE.lineGap });
}

export function textWidth(pdf: PDFKit.PDFDocument, text: string, style: TextStyle = {}): number {
  applyFont(pdf, style);
  return pdf.widthOfString(text);
}

/** Writes wrapped text with its top-left corner at (x, y); returns the y below it. */
export function writeText(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  applyFont(pdf, style);
  pdf.fillColor(style.color ?? COLOR.body).text(text, x, y, {
    width,
    lineGap: style.lineGap ?? SIZE.lineGap,
    align: style.align ?? "left",
  });
  return pdf.y;
}

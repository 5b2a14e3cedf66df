/** Colours and sizes of the pre-analysis PDF (SwissHack red and teal, slate greys, as on the site). */
export const COLOR = {
  brand: "#c8102e",
  accent: "#0f766e",
  text: "#0f172a",
  body: "#1e293b",
  muted: "#64748b",
  border: "#e2e8f0",
  panel: "#f8fafc",
  headerFill: "#f1f5f9",
  highlightFill: "#e6f4f1",
  highlightText: "#0b5d56",
} as const;

export const TONE = {
  info: { bar: "#2563eb", fill: "#eff6ff", title: "#1e40af" },
  warning: { bar: "#d97706", fill: "#fffbeb", title: "#92400e" },
  action: { bar: "#0f766e", fill: "#ecfdf5", title: "#0b5d56" },
} as const;

export const SIZE = {
  body: 10,
  small: 8.5,
  tiny: 7.5,
  heading: 14,
  lineGap: 2.5,
} as const;

/** A4 in points, with room at the bottom for the footer. */
export const PAGE = {
  size: "A4",
  margins: { top: 56, bottom: 72, left: 56, right: 56 },
  footerOffset: 46,
} as const;

export function contentWidth(pdf: PDFKit.PDFDocument): number {
  return pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
}

export function bottomLimit(pdf: PDFKit.PDFDocument): number {
  return pdf.page.height - pdf.page.margins.bottom;
}

export function usablePageHeight(pdf: PDFKit.PDFDocument): number {
  return bottomLimit(pdf) - pdf.page.margins.top;
}

/** Starts a new page unless `height` still fits on this one (or would fit on no page); returns whether it did. */
export function ensureSpace(pdf: PDFKit.PDFDocument, height: number): boolean {
  if (pdf.y + height <= bottomLimit(pdf) || pdf.y <= pdf.page.margins.top + 1) return false;
  pdf.addPage();
  return true;
}

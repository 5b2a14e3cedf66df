/** The PDF's structure tree (PDF/UA-1): every text is tagged content of an element, every decoration an artifact. */
export type StructElement = PDFKit.PDFStructureElement;

/** A new element of `type` under `parent`; its children are added by the caller, who ends it. */
export function structElement(
  pdf: PDFKit.PDFDocument,
  parent: StructElement,
  type: string,
  options: { scope?: "Column" | "Row" } = {},
): StructElement {
  // pdfkit supports Scope on TH; its types do not list it.
  const element = pdf.struct(type, options as Parameters<PDFKit.PDFDocument["struct"]>[1]);
  parent.add(element);
  return element;
}

/** What `draw` writes becomes the content of a new `type` element under `parent` (e.g. "P", "H2", "TD"). */
export function tagged(
  pdf: PDFKit.PDFDocument,
  parent: StructElement,
  type: string,
  draw: () => void,
  options: { scope?: "Column" | "Row" } = {},
): void {
  const element = structElement(pdf, parent, type, options);
  element.add(draw);
  element.end();
}

/** Decorations (rules, panels, page footers) are artifacts: assistive technology skips them. */
export function artifact(pdf: PDFKit.PDFDocument, draw: () => void, type: "Layout" | "Pagination" = "Layout"): void {
  pdf.markContent("Artifact", { type });
  draw();
  pdf.endMarkedContent();
}

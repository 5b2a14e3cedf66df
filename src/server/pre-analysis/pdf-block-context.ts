import type { DocumentBlock } from "@shared/pre-analysis/document";
import type { SourceIndex } from "./pdf-sources";
import type { StructElement } from "./pdf-structure";
import type { TextStyle } from "./pdf-text";
import { COLOR, SIZE } from "./pdf-theme";
import type { PdfWording } from "./pdf-wording";

/** What every block drawer needs: the document, the sources to cite and the structure element to add to. */
export interface PdfContext {
  pdf: PDFKit.PDFDocument;
  sources: SourceIndex;
  /** The PDF's own words, in the document's language. */
  words: PdfWording;
  /** The structure element the blocks drawn now belong to. */
  parent: StructElement;
}

export type Block<K extends DocumentBlock["kind"]> = Extract<DocumentBlock, { kind: K }>;

export const BLOCK_GAP = 10;

/** The source line under a figure card or a table. */
export const SOURCE: TextStyle = { size: SIZE.tiny, color: COLOR.muted, lineGap: 1.5 };

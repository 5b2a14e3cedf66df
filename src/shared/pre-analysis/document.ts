import type { SwissHackLocale } from "../i18n/locales";
import type { DocumentSummary } from "./document-summary";

/**
 * The pre-analysis as a document: text (in the audit's language) and figures, ready to render. The web page and the PDF are both
 * plain renderers of this model, so they always say the same thing.
 */

/** Where a figure comes from: an official source with its year, or the person's own answers. */
/** The language of a stored document: French when it predates languages. */
export const documentLocale = (document: Pick<PreAnalysisDocument, "locale">): SwissHackLocale =>
  document.locale ?? "fr";

export interface SourceRef {
  id: string;
  /** Short name shown beside a figure, e.g. "OFAS, FAQ 3e pilier". */
  label: string;
  /** The year the figure applies to. */
  year: number;
  /** Full reference for the list of sources, e.g. "OFAS (BSV), FAQ « Stand 2025/26 »; AFC, communiqué du 16.11.2025". */
  reference: string;
}

export interface FigureItem {
  label: string;
  /** Already formatted, e.g. "CHF 7 258" or "CHF 1 100 – 2 200". */
  value: string;
  /** Ids into PreAnalysisDocument.sources; "answers" for the person's own figures. */
  sourceIds: string[];
}

export type DocumentBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "figures"; items: FigureItem[] }
  | {
      kind: "table";
      caption: string;
      columns: string[];
      rows: string[][];
      /** Index of the row to emphasise (the cheapest choice). */
      highlightRow?: number;
      sourceIds: string[];
    }
  | { kind: "list"; items: string[] }
  | { kind: "callout"; tone: "info" | "warning" | "action"; title: string; text: string };

export interface DocumentSection {
  /** The engine's sections; a written report (issue 55) adds the expert's own. */
  id:
    | "pillar3a"
    | "lamal"
    | "frontalier"
    | "levers"
    | "recommendations"
    | `expert-${number}`
    | `introduction-${number}`;
  heading: string;
  blocks: DocumentBlock[];
}

export interface PreAnalysisDocument {
  /** A personalised report written by an expert (issue 55) rather than the engine's pre-analysis. */
  kind?: "report";
  /** The document's language; absent from documents stored before it had one, which are French. */
  locale?: SwissHackLocale;
  title: string;
  /** The card the page and the PDF open with: yearly potential and dated actions, nearest first. */
  summary: DocumentSummary;
  /** e.g. "Préparée pour Marie le 22 novembre 2026". */
  subtitle: string;
  /** ISO date (YYYY-MM-DD) the figures were computed. */
  generatedOn: string;
  /** The tax year the pre-analysis is about. */
  year: number;
  /** A short summary of the answers it is based on. */
  answersSummary: { label: string; value: string }[];
  sections: DocumentSection[];
  /** "This is an estimate, not tax advice". */
  disclaimer: string;
  /** The expert callback offer. */
  callbackOffer: string;
  sources: SourceRef[];
}

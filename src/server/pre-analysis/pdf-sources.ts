import type { SourceRef } from "@shared/pre-analysis/document";
import type { PdfWording } from "./pdf-wording";

/** The source id of the person's own figures. */
export const ANSWERS_SOURCE_ID = "answers";

export type SourceIndex = ReadonlyMap<string, SourceRef>;

export function indexSources(sources: SourceRef[]): SourceIndex {
  return new Map(sources.map((source) => [source.id, source]));
}

/** "OFAS, FAQ 3e pilier (2026)", or "vos réponses" (with no year, even when the answers are a listed source). */
function citation(index: SourceIndex, id: string, words: PdfWording): string {
  if (id === ANSWERS_SOURCE_ID) return words.answersCitation;
  const source = index.get(id);
  if (source) return `${source.label} (${source.year})`;
  // A figure must never be printed without its source: an unknown id is the engine's bug, not the reader's.
  throw new Error(`Pre-analysis PDF: unknown source id "${id}"`);
}

/** "Source : OFAS, FAQ 3e pilier (2026)", "Quelle: BSV, FAQ Säule 3a (2026)"; several are joined with semicolons. */
export function sourceLine(index: SourceIndex, ids: string[], words: PdfWording): string {
  if (ids.length === 0) throw new Error("Pre-analysis PDF: a figure or table has no source");
  return words.sourceLine([...new Set(ids)].map((id) => citation(index, id, words)));
}

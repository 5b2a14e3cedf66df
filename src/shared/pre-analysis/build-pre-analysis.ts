import { analyse, type PreAnalysis, type PreAnalysisInput } from "./analyse";
import { buildDocument } from "./build-document";
import type { PreAnalysisDocument } from "./document";

export type { PreAnalysis, PreAnalysisInput } from "./analyse";

/** The pre-analysis of the second step's answers: its figures (stored as JSON) and its French document. */
export function buildPreAnalysis(input: PreAnalysisInput): { analysis: PreAnalysis; document: PreAnalysisDocument } {
  const analysis = analyse(input);
  return { analysis, document: buildDocument({ analysis, firstStep: input.firstStep, answers: input.answers }) };
}

import type { SwissHackLocale } from "../i18n/locales";
import { analyse, type PreAnalysis, type PreAnalysisInput } from "./analyse";
import { buildDocument } from "./build-document";
import type { PreAnalysisDocument } from "./document";

export type { PreAnalysis, PreAnalysisInput } from "./analyse";

/** The pre-analysis of the second step's answers: its figures (stored as JSON) and its document in the audit's language. */
export function buildPreAnalysis(input: PreAnalysisInput & { locale?: SwissHackLocale }): {
  analysis: PreAnalysis;
  document: PreAnalysisDocument;
} {
  const analysis = analyse(input);
  const { firstStep, answers, locale } = input;
  return { analysis, document: buildDocument({ analysis, firstStep, answers, locale }) };
}

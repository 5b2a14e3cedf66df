import type { SwissHackLocale } from "../i18n/locales";
import type { PreAnalysis } from "./analyse";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import { answersSummary } from "./answers-summary";
import { SourceList } from "./citations";
import type { DocumentSection, PreAnalysisDocument } from "./document";
import { frontalierSection } from "./document-frontalier";
import { lamalSection } from "./document-lamal";
import { leversSection } from "./document-levers";
import { pillar3aSection } from "./document-pillar3a";
import { documentSummary } from "./document-summary";
import { documentWording } from "./wording";
import { FR } from "./wording/fr";

export const DISCLAIMER = FR.disclaimer;
export const CALLBACK_OFFER = FR.callbackOffer;

interface DocumentInput {
  analysis: PreAnalysis;
  firstStep: FirstStepAnswers;
  answers: RefineAnswers;
  /** The audit's language; French when not given. */
  locale?: SwissHackLocale;
}

/** The document of a pre-analysis in the audit's language; its list of sources holds exactly the sources its figures cite. */
export function buildDocument({ analysis, firstStep, answers, locale = "fr" }: DocumentInput): PreAnalysisDocument {
  const { year } = analysis;
  const w = documentWording(locale);
  const sources = new SourceList(year, w.sources);
  const sections: DocumentSection[] = [
    pillar3aSection({
      pillar3a: analysis.pillar3a,
      income: analysis.income,
      frontalier: analysis.frontalier,
      resident: analysis.resident,
      sources,
      w,
    }),
    lamalSection({
      lamal: analysis.lamal,
      year,
      inLamal: analysis.inLamal,
      lamalCompulsory: analysis.lamalCompulsory === true,
      lamalByDefault: analysis.frontalier?.health === "lamal-default",
      sources,
      w,
    }),
  ];
  if (analysis.frontalier) sections.push(frontalierSection({ frontalier: analysis.frontalier, year, sources, w }));
  sections.push(leversSection(analysis, sources, w));
  return {
    locale,
    title: w.title(year),
    summary: documentSummary(analysis, w),
    subtitle: w.subtitle(firstStep.firstName.trim(), analysis.generatedOn),
    generatedOn: analysis.generatedOn,
    year,
    answersSummary: answersSummary(firstStep, answers, year, w),
    sections,
    disclaimer: w.disclaimer,
    callbackOffer: w.callbackOffer,
    sources: sources.list(),
  };
}

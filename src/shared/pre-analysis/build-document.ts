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
import { isoDateFr } from "./document-wording";

export const DISCLAIMER =
  "Cette pré-analyse est une estimation établie à partir de vos réponses, des chiffres officiels cités (avec leur année et leur source) et d'hypothèses SwissHack indiquées comme telles. Elle ne constitue ni un conseil fiscal, ni un conseil juridique ou financier : les montants réels dépendent de votre commune, de votre situation familiale et de décisions des autorités fiscales et de votre assureur. Vérifiez avant d'agir, idéalement avec un expert.";

export const CALLBACK_OFFER =
  "Vous souhaitez aller plus loin ? Un expert d'un cabinet partenaire agréé par la FINMA peut vous rappeler gratuitement et sans engagement pour vérifier ces chiffres avec vous et préparer les prochaines étapes.";

interface DocumentInput {
  analysis: PreAnalysis;
  firstStep: FirstStepAnswers;
  answers: RefineAnswers;
}

function subtitle(firstName: string, generatedOn: string): string {
  const name = firstName.trim();
  return `Préparée${name ? ` pour ${name}` : ""} le ${isoDateFr(generatedOn)}`;
}

/** The French document of a pre-analysis; its list of sources holds exactly the sources its figures cite. */
export function buildDocument({ analysis, firstStep, answers }: DocumentInput): PreAnalysisDocument {
  const { year } = analysis;
  const sources = new SourceList(year);
  const sections: DocumentSection[] = [
    pillar3aSection({
      pillar3a: analysis.pillar3a,
      income: analysis.income,
      frontalier: analysis.frontalier,
      resident: analysis.resident,
      sources,
    }),
    lamalSection({
      lamal: analysis.lamal,
      year,
      inLamal: analysis.inLamal,
      italyResident: analysis.frontalier?.health === "italy-ssn",
      sources,
    }),
  ];
  if (analysis.frontalier) sections.push(frontalierSection({ frontalier: analysis.frontalier, year, sources }));
  sections.push(leversSection(analysis, sources));
  return {
    title: `Votre pré-analyse SwissHack ${year}`,
    summary: documentSummary(analysis),
    subtitle: subtitle(firstStep.firstName, analysis.generatedOn),
    generatedOn: analysis.generatedOn,
    year,
    answersSummary: answersSummary(firstStep, answers, year),
    sections,
    disclaimer: DISCLAIMER,
    callbackOffer: CALLBACK_OFFER,
    sources: sources.list(),
  };
}

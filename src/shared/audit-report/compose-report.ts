import type { DocumentSection, PreAnalysisDocument } from "../pre-analysis/document";
import { type AuditReportDocument, PRE_ANALYSIS_SECTION_IDS } from "../schemas/audit-report-document";
import { reportTextSections } from "./report-body";
import { reportDate, reportWording } from "./report-wording";

export interface ReportContext {
  firstName: string;
  /** The expert's name as the person reads it. */
  expert: string;
  /** YYYY-MM-DD: the day it is sent (or previewed). */
  day: string;
}

/**
 * The report the person receives, as a document the pre-analysis's PDF renderer draws: the expert's introduction and
 * sections first, then the pre-analysis's chosen sections (figures, levers, dates and their sources), then the
 * recommendations; the closing box sends questions to the expert.
 */
export function composeReport(
  report: AuditReportDocument,
  preAnalysis: PreAnalysisDocument | null,
  context: ReportContext,
): PreAnalysisDocument {
  const words = reportWording(report.locale);
  const expertSections: DocumentSection[] = report.sections
    .flatMap((section) => reportTextSections(section.heading, section.body))
    .map((section, index) => ({ id: `expert-${index + 1}`, ...section }));
  const introduction = reportTextSections(words.introduction, report.introduction)
    .filter((section) => section.blocks.length > 0)
    .map((section, index) => ({ id: `introduction-${index + 1}` as const, ...section }));
  const kept = report.preAnalysisSections.flatMap((id) => preAnalysis?.sections.filter((s) => s.id === id) ?? []);
  const recommendations: DocumentSection[] =
    report.recommendations.length > 0
      ? [
          {
            id: "recommendations",
            heading: words.recommendations,
            blocks: [{ kind: "list", items: report.recommendations }],
          },
        ]
      : [];
  return {
    kind: "report",
    locale: report.locale,
    title: report.title,
    subtitle: words.subtitle(context.firstName, context.expert, reportDate(report.locale, context.day)),
    generatedOn: context.day,
    year: preAnalysis?.year ?? Number(context.day.slice(0, 4)),
    summary: preAnalysis?.summary ?? { potential: null, actions: [] },
    answersSummary: preAnalysis?.answersSummary ?? [],
    sections: [...introduction, ...expertSections, ...kept, ...recommendations],
    disclaimer: preAnalysis?.disclaimer ?? words.disclaimer,
    callbackOffer: words.questions(context.expert),
    sources: preAnalysis?.sources ?? [],
  };
}

/** The first draft of a request's report: the pre-analysis's sections kept, nothing of the expert's yet. */
export function firstDraft(
  locale: AuditReportDocument["locale"],
  preAnalysis: PreAnalysisDocument | null,
): AuditReportDocument {
  return {
    locale,
    title: reportWording(locale).defaultTitle,
    introduction: "",
    preAnalysisSections: preAnalysis?.sections.map((section) => section.id).filter(isPreAnalysisSection) ?? [],
    sections: [],
    recommendations: [],
  };
}

const isPreAnalysisSection = (id: string): id is AuditReportDocument["preAnalysisSections"][number] =>
  (PRE_ANALYSIS_SECTION_IDS as readonly string[]).includes(id);

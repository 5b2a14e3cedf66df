import { reportWording } from "@shared/audit-report/report-wording";
import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { documentLocale, type PreAnalysisDocument } from "@shared/pre-analysis/document";
import { documentWording } from "@shared/pre-analysis/wording/index";

/** The PDF's own words (headings, boxes, footer) in the document's language; the rest is the document's text. */
export interface PdfWording {
  /** de-CH, it-CH, fr-CH: the PDF's /Lang. */
  lang: string;
  header(year: number): string;
  answers: string;
  sources: string;
  summary: string;
  potential(potential: string): string;
  /** "avant le 30 novembre 2026" */
  deadline(iso: string): string;
  disclaimer: string;
  nextStep: string;
  /** "Source : …" or "Sources : …" */
  sourceLine(citations: string[]): string;
  answersCitation: string;
  footer(year: number, generatedOn: string): string;
  page(index: number, count: number): string;
}

const NBSP = "\u00a0";

const TEXTS: Record<SwissHackLocale, Omit<PdfWording, "lang" | "deadline">> = {
  fr: {
    header: (year) => `Pré-analyse · année fiscale ${year}`,
    answers: "Vos réponses",
    sources: "Sources",
    summary: "En résumé",
    potential: (potential) => `Potentiel estimé : ${potential}`,
    disclaimer: "Avertissement : une estimation, pas un conseil fiscal",
    nextStep: "Prochaine étape : en parler avec un expert",
    sourceLine: (citations) => `${citations.length > 1 ? "Sources" : "Source"}${NBSP}: ${citations.join(`${NBSP}; `)}`,
    answersCitation: "vos réponses",
    footer: (year, date) => `SwissHack · Pré-analyse ${year} · générée le ${date}`,
    page: (index, count) => `Page ${index} / ${count}`,
  },
  de: {
    header: (year) => `Voranalyse · Steuerjahr ${year}`,
    answers: "Ihre Antworten",
    sources: "Quellen",
    summary: "Das Wichtigste",
    potential: (potential) => `Geschätztes Potenzial: ${potential}`,
    disclaimer: "Hinweis: eine Schätzung, keine Steuerberatung",
    nextStep: "Nächster Schritt: mit einer Fachperson sprechen",
    sourceLine: (citations) => `${citations.length > 1 ? "Quellen" : "Quelle"}: ${citations.join("; ")}`,
    answersCitation: "Ihre Antworten",
    footer: (year, date) => `SwissHack · Voranalyse ${year} · erstellt am ${date}`,
    page: (index, count) => `Seite ${index} / ${count}`,
  },
  it: {
    header: (year) => `Preanalisi · anno fiscale ${year}`,
    answers: "Le sue risposte",
    sources: "Fonti",
    summary: "In sintesi",
    potential: (potential) => `Potenziale stimato: ${potential}`,
    disclaimer: "Avvertenza: una stima, non una consulenza fiscale",
    nextStep: "Prossimo passo: parlarne con un esperto",
    sourceLine: (citations) => `${citations.length > 1 ? "Fonti" : "Fonte"}: ${citations.join("; ")}`,
    answersCitation: "le sue risposte",
    footer: (year, date) => `SwissHack · Preanalisi ${year} · generata il ${date}`,
    page: (index, count) => `Pagina ${index} / ${count}`,
  },
};

/** A written report keeps the pre-analysis's words but names itself, and sends questions to its expert. */
function reportFrame(locale: SwissHackLocale): Pick<PdfWording, "header" | "footer" | "nextStep"> {
  const words = reportWording(locale);
  return { header: words.pdfHeader, footer: words.pdfFooter, nextStep: words.questionsTitle };
}

export function pdfWording(document: Pick<PreAnalysisDocument, "locale" | "kind">): PdfWording {
  const locale = documentLocale(document);
  return {
    ...TEXTS[locale],
    ...(document.kind === "report" ? reportFrame(locale) : {}),
    lang: LANGUAGE_TAGS.swisshack[locale] ?? "fr-CH",
    deadline: documentWording(locale).common.deadline,
  };
}

import { describe, expect, it } from "vitest";
import type { PreAnalysisDocument } from "../pre-analysis/document";
import { composeReport, firstDraft } from "./compose-report";

const preAnalysis = {
  locale: "fr",
  title: "Votre pré-analyse",
  subtitle: "Préparée pour Léa le 20 novembre 2026",
  generatedOn: "2026-11-20",
  year: 2026,
  summary: { potential: "CHF 1 000", actions: [] },
  answersSummary: [{ label: "Canton", value: "Genève" }],
  sections: [
    { id: "pillar3a", heading: "3e pilier", blocks: [{ kind: "paragraph", text: "Plafond 7 258" }] },
    { id: "lamal", heading: "LAMal", blocks: [] },
  ],
  disclaimer: "Une estimation.",
  callbackOffer: "Un expert vous rappelle.",
  sources: [{ id: "ofas", label: "OFAS", year: 2026, reference: "OFAS 2026" }],
} satisfies PreAnalysisDocument;

describe("composeReport", () => {
  it("puts the expert's words first, the kept pre-analysis sections with their sources, then the recommendations", () => {
    const draft = {
      ...firstDraft("fr", preAnalysis),
      introduction: "Merci.",
      preAnalysisSections: ["lamal", "pillar3a"] as const,
      sections: [{ heading: "Votre situation", body: "Texte" }],
      recommendations: ["Ouvrir un 3a"],
    };
    const report = composeReport({ ...draft, preAnalysisSections: [...draft.preAnalysisSections] }, preAnalysis, {
      firstName: "Léa",
      expert: "Jean Dupont",
      day: "2026-11-29",
    });
    expect(report.kind).toBe("report");
    expect(report.title).toBe("Votre rapport personnalisé");
    expect(report.subtitle).toBe("Préparé pour Léa par Jean Dupont le 29 novembre 2026");
    expect(report.sections.map((section) => section.heading)).toEqual([
      "Introduction",
      "Votre situation",
      "LAMal",
      "3e pilier",
      "Nos recommandations",
    ]);
    expect(report.sources).toEqual(preAnalysis.sources);
    expect(report.summary).toEqual(preAnalysis.summary);
    expect(report.callbackOffer).toContain("Jean Dupont");
  });

  it("stands without a pre-analysis: no summary, no sources, the report's own disclaimer, in the person's language", () => {
    const draft = firstDraft("it", null);
    expect(draft.preAnalysisSections).toEqual([]);
    const report = composeReport(draft, null, { firstName: "Luca", expert: "Anna", day: "2026-11-29" });
    expect(report.sections).toEqual([]);
    expect(report.sources).toEqual([]);
    expect(report.year).toBe(2026);
    expect(report.subtitle).toBe("Preparato per Luca da Anna il 29 novembre 2026");
    expect(report.disclaimer).toContain("Non sostituisce");
  });
});

import { buildPreAnalysis } from "@shared/pre-analysis/build-pre-analysis";
import { PROFILES, TODAY } from "@shared/pre-analysis/testing/test-profiles";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PreAnalysisDocumentView } from "./document-view";

const GENEVA = PROFILES["Geneva frontalier, 95 % Swiss income"];
const page = (locale?: "fr" | "de" | "it") => {
  const { document } = buildPreAnalysis({ ...GENEVA, today: TODAY, locale });
  return renderToStaticMarkup(<PreAnalysisDocumentView document={document} />).replaceAll("\u00a0", " ");
};

describe("the pre-analysis page's document", () => {
  it("labels a German document in German, under lang de-CH", () => {
    const html = page("de");
    expect(html).toContain('<article lang="de-CH"');
    for (const label of ["Das Wichtigste", "Geschätztes Potenzial", "Ihre Antworten", "Quellen", "(empfohlen)"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("Quelle: BSV, FAQ Säule 3a (2026)");
    expect(html).toContain("bis zum 31. Dezember 2026");
    expect(html).not.toMatch(/Vos réponses|En résumé|Source :|recommandée/);
  });

  it("labels an Italian document in Italian", () => {
    const html = page("it");
    expect(html).toContain('<article lang="it-CH"');
    expect(html).toContain("Le sue risposte");
    expect(html).toContain("Fonte: UFAS, FAQ pilastro 3a (2026)");
  });

  it("keeps the French labels for a French document and for one stored before languages", () => {
    const { document } = buildPreAnalysis({ ...GENEVA, today: TODAY });
    const { locale: _, ...stored } = document;
    for (const html of [page("fr"), renderToStaticMarkup(<PreAnalysisDocumentView document={stored} />)]) {
      expect(html).toContain('<article lang="fr-CH"');
      expect(html).toContain("Vos réponses");
      expect(html).toContain("avant le 31 décembre 2026");
      expect(html).toContain("(recommandée)");
    }
  });
});

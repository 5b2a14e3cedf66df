import { describe, expect, it } from "vitest";
import { createRetriever } from "./retrieval";
import { analyzerFor } from "./search/language-analyzer";

const entry = (id: string, title: string, text: string) => ({ id, site: "optimaite" as const, title, text, url: "/" });

describe("a word the pages lack is read as a typo of one of theirs only when one letter, not the first nor the last, differs", () => {
  const retriever = createRetriever(
    [
      entry("a", "Vagaro", "Réserve dans Vagaro."),
      entry("b", "Apport", "Un apport de clients."),
      entry("c", "Urgences", "Les appels complexes vont à l'équipe."),
    ],
    analyzerFor("fr"),
  );
  it("'vagarro' is Vagaro", () => expect(retriever.knownTerms("vagarro")).toEqual(["vagaro"]));
  it("'rapports' is not 'apport'", () => expect(retriever.knownTerms("rapports")).toEqual([]));
  it("'complet' is not 'complexe'", () => expect(retriever.knownTerms("complet")).toEqual([]));
});

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

describe("an elided word typed without its apostrophe is read as the word ('dappels' is d'appels)", () => {
  const retriever = createRetriever(
    [entry("a", "Appels", "Chaque appel est pris."), entry("b", "Agenda", "Dans votre agenda.")],
    analyzerFor("fr"),
  );
  it("'dappels'", () => expect(retriever.knownTerms("combien dappels")).toEqual(["appel"]));
  it("'lagenda'", () => expect(retriever.knownTerms("dans lagenda")).toEqual(["agend"]));
  it("a word the pages have stays whole", () => expect(retriever.knownTerms("un appel")).toEqual(["appel"]));
});

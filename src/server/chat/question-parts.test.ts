import { describe, expect, it } from "vitest";
import { askedSentences, questionParts } from "./question-parts";

describe("questionParts: the questions a message asks", () => {
  it("splits two sentences ending in a question mark", () => {
    expect(questionParts("C'est quoi le prix? La démo dure combien de temps?", "fr")).toEqual([
      "C'est quoi le prix?",
      "La démo dure combien de temps?",
    ]);
  });

  it("splits where a conjunction starts another question", () => {
    expect(questionParts("Qui fait l'intégration, pis est-ce que vous m'aidez après le lancement?", "fr")).toEqual([
      "Qui fait l'intégration",
      "est-ce que vous m'aidez après le lancement?",
    ]);
    expect(questionParts("Does it work with Jane and can it answer at night?", "en")).toEqual([
      "Does it work with Jane",
      "can it answer at night?",
    ]);
  });

  it("keeps one question whole, and a story told before it is not a question", () => {
    expect(questionParts("Combien de temps dure la démo?", "fr")).toEqual(["Combien de temps dure la démo?"]);
    const story = "Notre ancien fournisseur nous a laissés tomber. Vous faites un suivi après le lancement?";
    expect(questionParts(story, "fr")).toEqual([story]);
  });

  it("does not split a conjunction inside one question", () => {
    const one = "Est-ce que la démo se fait par vidéo et par téléphone?";
    expect(questionParts(one, "fr")).toEqual([one]);
  });
});

describe("askedSentences: the question a message asks beside what it tells", () => {
  it("keeps the sentences that end in a question mark", () => {
    expect(askedSentences("Fait-elle des ventes? Faut que je valide avec mon associé.")).toBe("Fait-elle des ventes?");
  });

  it("is undefined when the message only asks, or asks nothing", () => {
    expect(askedSentences("Fait-elle des ventes? Et des forfaits?")).toBeUndefined();
    expect(askedSentences("Je veux une démo.")).toBeUndefined();
  });
});

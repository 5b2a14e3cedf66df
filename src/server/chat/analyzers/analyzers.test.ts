import { OPTIMAITE_KNOWLEDGE_FR } from "@shared/content/optimaite/knowledge.fr";
import { SWISSHACK_KNOWLEDGE_DE } from "@shared/content/swisshack/knowledge.de";
import { SWISSHACK_KNOWLEDGE_IT } from "@shared/content/swisshack/knowledge.it";
import { describe, expect, it } from "vitest";
import { createRetriever } from "../retrieval";
import { FRENCH_ANALYZER } from "./french";
import { GERMAN_ANALYZER } from "./german";
import { ITALIAN_ANALYZER } from "./italian";

const stems = (analyzer: typeof GERMAN_ANALYZER, text: string) => analyzer.words(text).map(analyzer.stem);

describe("German", () => {
  it("reads Säule, Saeule and Saule as one word, and ß as ss", () => {
    expect(stems(GERMAN_ANALYZER, "Säule 3a")).toEqual(stems(GERMAN_ANALYZER, "Saeule 3a"));
    expect(stems(GERMAN_ANALYZER, "Säule 3a")).toEqual(stems(GERMAN_ANALYZER, "saule 3A"));
    expect(GERMAN_ANALYZER.words("Größe")).toEqual(GERMAN_ANALYZER.words("Grösse"));
  });

  it("finds a compound by its parts", () => {
    expect(GERMAN_ANALYZER.indexTerms("Krankenkassenprämie")).toEqual(
      expect.arrayContaining(["kranken", "kasse", "pramie"]),
    );
    expect(GERMAN_ANALYZER.indexTerms("Grenzgängerbesteuerung")).toEqual(
      expect.arrayContaining(["grenzganger", "steur"]),
    );
    expect(GERMAN_ANALYZER.indexTerms("Franchisenwechsel")).toContain("franchise");
  });

  it("retrieves the German passage for a question the intents do not know", () => {
    const retriever = createRetriever(SWISSHACK_KNOWLEDGE_DE, 2, GERMAN_ANALYZER);
    expect(retriever.search("Grenzgänger Spezialität?")[0]?.id).toBe("swisshack-de-faq-3");
    expect(retriever.search("Geld-zurück-Garantie beim Premium?")[0]?.id).toBe("swisshack-de-premium");
  });
});

describe("Italian", () => {
  it("reads singular and plural, accents or not, as one word", () => {
    expect(stems(ITALIAN_ANALYZER, "franchigia")).toEqual(stems(ITALIAN_ANALYZER, "franchigie"));
    expect(stems(ITALIAN_ANALYZER, "frontaliere")).toEqual(stems(ITALIAN_ANALYZER, "frontalieri"));
    expect(stems(ITALIAN_ANALYZER, "pilastro 3a")).toEqual(stems(ITALIAN_ANALYZER, "pilastri 3a"));
    expect(stems(ITALIAN_ANALYZER, "fiscalità")).toEqual(stems(ITALIAN_ANALYZER, "fiscalita"));
    expect(stems(ITALIAN_ANALYZER, "vendermi")).toEqual(stems(ITALIAN_ANALYZER, "vendere"));
  });

  it("retrieves the Italian passage for a question the intents do not know", () => {
    const retriever = createRetriever(SWISSHACK_KNOWLEDGE_IT, 2, ITALIAN_ANALYZER);
    expect(retriever.search("Siete indipendenti?")[0]?.id).toBe("swisshack-it-faq-5");
    expect(retriever.search("assegni familiari dimenticati")[0]?.id).toBe("swisshack-it-lever-3");
  });
});

describe("Quebec French", () => {
  it("folds accents and reads a verb's forms as one word", () => {
    expect(stems(FRENCH_ANALYZER, "intégrés")).toEqual(stems(FRENCH_ANALYZER, "integres"));
    expect(stems(FRENCH_ANALYZER, "servez")).toEqual(stems(FRENCH_ANALYZER, "servons"));
  });

  it("retrieves the French passage for a question the intents do not know", () => {
    const retriever = createRetriever(OPTIMAITE_KNOWLEDGE_FR, 2, FRENCH_ANALYZER);
    expect(retriever.search("Avez-vous des statistiques?")[0]?.id).toMatch(/optimaite-fr-(features|beyond)/);
    expect(retriever.search("Quelles cliniques servez-vous?")[0]?.id).toBe("optimaite-fr-specialties");
  });
});

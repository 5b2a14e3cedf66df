import { type GlossaryTerm, term } from "@shared/i18n/glossary";
import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

/** One question per finance intent, in German and Italian, and the glossary terms its answer must use. */
const CASES: { de: string; it: string; terms: GlossaryTerm[] }[] = [
  {
    de: "Wie viel kann ich in die Säule 3a einzahlen?",
    it: "Quanto posso versare nel pilastro 3a?",
    terms: ["pillar3a", "selfEmployed", "sourceTax", "touShort", "frontalier"],
  },
  { de: "Welche Franchise soll ich wählen?", it: "Quale franchigia scegliere?", terms: ["deductible", "costShare"] },
  { de: "Was ist die NOV in Genf?", it: "Cos'è la TOU a Ginevra?", terms: ["tou", "quasiResident", "sourceTax"] },
  { de: "Was ist ein BVG-Einkauf?", it: "Cos'è un riscatto LPP?", terms: ["lppBuyBack", "secondPillar"] },
  {
    de: "Wieviel Homeoffice darf ich als Grenzgänger machen?",
    it: "Quanto telelavoro posso fare come frontaliere?",
    terms: ["telework", "frontalier"],
  },
];

/** The other language's names, which must never show through. */
const FOREIGN = {
  de: ["LAMal", "TOU", "LPP", "pilier", "frontalier", "franchigia", "pilastro"],
  it: ["KVG", "NOV", "BVG", "Säule", "Grenzgänger", "Franchise ", "pilier"],
};

describe("the finance answers name things as the federal sources do, in each language (glossary)", () => {
  it.each(CASES.flatMap((c) => (["de", "it"] as const).map((locale) => [locale, c[locale], c.terms] as const)))(
    "%s: %s",
    (locale, question, terms) => {
      const { read } = askIn("swisshack", locale, question);
      for (const name of terms) expect(read.toLowerCase()).toContain(term(name, locale).toLowerCase());
      for (const foreign of FOREIGN[locale]) expect(read).not.toContain(foreign);
    },
  );
});

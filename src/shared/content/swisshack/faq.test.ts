import { describe, expect, it } from "vitest";
import { AGREEMENT_1983_CANTONS } from "../../finance/figures";
import { SWISSHACK_FAQ_DE } from "./de/faq";
import { SWISSHACK_FAQ } from "./faq";
import { SWISSHACK_FAQ_IT } from "./it/faq";

/** The cantons of the 1983 agreement as each language names them. */
const CANTON_NAMES: Record<(typeof AGREEMENT_1983_CANTONS)[number], { fr: string; de: string }> = {
  BE: { fr: "Berne", de: "Bern" },
  SO: { fr: "Soleure", de: "Solothurn" },
  BS: { fr: "Bâle-Ville", de: "Basel-Stadt" },
  BL: { fr: "Bâle-Campagne", de: "Basel-Landschaft" },
  VD: { fr: "Vaud", de: "Waadt" },
  VS: { fr: "Valais", de: "Wallis" },
  NE: { fr: "Neuchâtel", de: "Neuenburg" },
  JU: { fr: "Jura", de: "Jura" },
};

describe("SwissHack's FAQ", () => {
  it.each([
    ["fr", SWISSHACK_FAQ, "1983"],
    ["de", SWISSHACK_FAQ_DE, "1983"],
  ] as const)("in %s names every canton of the 1983 agreement (FINANCE-FIGURES.md)", (language, faq, year) => {
    const answer = faq.find((entry) => entry.answer.includes(year))?.answer ?? "";
    for (const canton of AGREEMENT_1983_CANTONS) expect(answer).toContain(CANTON_NAMES[canton][language]);
  });

  /** The sentences of the frontalier answer that name France's rules (the 1983 agreement, the 40 %, the CMU). */
  const frenchRuleSentences = (faq: readonly { answer: string }[]) =>
    (faq.find((entry) => entry.answer.includes("1983"))?.answer ?? "")
      .split(/(?<=\.) /)
      .filter((sentence) => /1983|CMU|40[- ]%/.test(sentence));

  it("on /de speaks to residents of Germany and Austria, and names France's rules as France's (issue 53)", () => {
    const answer = SWISSHACK_FAQ_DE.map((entry) => entry.answer).join(" ");
    for (const rule of ["DBA Schweiz–Deutschland (Art. 15a)", "mehr als 60 Nichtrückkehrtagen", "Deutschland rechnet"])
      expect(answer).toContain(rule);
    expect(answer).toMatch(/Österreich, gibt es keinen Grenzgängerstatus/);
    const french = frenchRuleSentences(SWISSHACK_FAQ_DE);
    expect(french.length).toBeGreaterThan(0);
    for (const sentence of french) expect(sentence).toContain("Frankreich");
  });

  it("on /it speaks to residents of Italy, and names France's rules as France's (issue 53)", () => {
    const answer = SWISSHACK_FAQ_IT.map((entry) => entry.answer).join(" ");
    for (const rule of ["accordo del 2020", "entro 20 km dal confine", "Ticino, nei Grigioni o in Vallese"])
      expect(answer).toContain(rule);
    // The new and the old frontaliers' regimes.
    expect(answer).toContain("assunti dal 17.7.2023");
    expect(answer).toContain("resta tassato solo in Svizzera");
    const french = frenchRuleSentences(SWISSHACK_FAQ_IT);
    expect(french.length).toBeGreaterThan(0);
    for (const sentence of french) expect(sentence).toContain("Francia");
  });

  it("in Italian promises no saving to the cent (not 'al franco', a calque)", () => {
    const answers = SWISSHACK_FAQ_IT.map((entry) => entry.answer).join(" ");
    expect(answers).not.toContain("al franco");
    expect(answers).toContain("mai una promessa al centesimo");
  });
});

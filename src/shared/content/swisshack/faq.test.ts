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

  it("in Italian promises no saving to the cent (not 'al franco', a calque)", () => {
    const answers = SWISSHACK_FAQ_IT.map((entry) => entry.answer).join(" ");
    expect(answers).not.toContain("al franco");
    expect(answers).toContain("mai una promessa al centesimo");
  });
});

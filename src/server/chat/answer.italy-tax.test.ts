import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

/** The frontaliers living in Italy (FINANCE-FIGURES: agreement of 23.12.2020): never the French rules. */
describe("a frontalier living in Italy asks where they are taxed", () => {
  it.each([
    [
      "it",
      "Sono frontaliere italiano e lavoro a Lugano, quali tasse pago?",
      ["dal 17 luglio 2023", "senza data di fine", "l'80 %", "fin dal primo giorno"],
    ],
    [
      "de",
      "Ich bin Grenzgänger aus Italien und arbeite im Tessin, wo zahle ich Steuern?",
      ["17. Juli 2023", "ohne Enddatum", "ab dem ersten Tag"],
    ],
    [
      "fr",
      "Je suis frontalier italien au Tessin, où suis-je imposé ?",
      ["17 juillet 2023", "sans date de fin", "dès le premier jour"],
    ],
  ] as const)("%s: %s", (locale, question, facts) => {
    const { read } = askIn("swisshack", locale, question);
    for (const fact of facts) expect(read).toContain(fact);
    expect(read).toMatch(/TI, GR, VS/);
    expect(read).not.toMatch(/1983|CMU|40 %/);
    // Issue 39: the old frontaliers' rule has no end date; 2033 only ends the border communes' share.
    expect(read).not.toMatch(/(fino al|bis|jusqu'en) 2033/);
  });
});

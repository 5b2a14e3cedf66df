import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

describe("a passage quoted by its sentences keeps the sentence that goes on about the one quoted", () => {
  it.each([
    ["optimaite", "fr", "les questions que je te pose sont-tu enregistrées?", "90 jours"],
    ["optimaite", "en", "are my questions here stored?", "90 days"],
  ] as const)("%s %s: %s", (site, locale, question, continued) => {
    const answer = askIn(site, locale, question);
    expect(answer.read).toContain(continued);
  });
});

describe("a page's section answers before the whole page that holds it, unless the page is named", () => {
  it("the cookies section says how to change one's choice later", () => {
    expect(askIn("optimaite", "fr", "Vos témoins, on peut les refuser? Et si je change d'avis?").read).toContain(
      "Paramètres des témoins",
    );
  });
});

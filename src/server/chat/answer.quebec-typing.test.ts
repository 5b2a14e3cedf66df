import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

const ask = (question: string) => askIn("optimaite", "fr", question);

/**
 * How Quebec visitors type: without accents ("derniere", "donnees"), with the English word for what the pages name in
 * French ("cookies" for "témoins"). The answer is the page's all the same, with the sentence that says how.
 */
describe("OptimAIte's French assistant reads questions as Quebec visitors type them", () => {
  it("reads 'derniere minute' typed without its accent as the page's: the slots freed at the last minute", () => {
    expect(ask("est ce qu'elle peut remplir les trous quand un patient annule a la derniere minute").read).toContain(
      "comblent les plages libérées à la dernière minute",
    );
  });

  it("reads 'cookies' as the pages' 'témoins', and quotes the section's sentence on where the choice is changed", () => {
    const answer = ask("comment je change mon choix pour les cookies?");
    expect(answer.read).toContain("Paramètres des témoins");
    expect(answer.read).toContain("au bas de chaque page");
  });

  it("reads a kind of question's words whole: 'relancer les patients' is the recall campaigns, not the launch", () => {
    const answer = ask("est-ce que ca peut relancer les patients qu'on a pas vus depuis un an?");
    expect(answer.read).toContain("Campagnes de rappel");
    expect(answer.read).not.toContain("lancement");
  });

  it("gives a page named by its title, before the kind of question its words fit (privacy, in general)", () => {
    const answer = ask("je veux lire la politique de confidentialité");
    expect(answer.links.map((link) => link.href)).toContain("/fr/confidentialite");
  });
});

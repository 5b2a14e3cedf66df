import { describe, expect, it } from "vitest";
import { standardSpelling } from "./typed-spelling";

describe("a question typed as Quebec visitors text is read in standard spelling", () => {
  it.each([
    ["c tu gratuit?", "c'est tu gratuit?"],
    ["c quoi optimaite", "c'est quoi optimaite"],
    ["jai rempli le formulaire", "j'ai rempli le formulaire"],
    ["jpeux changer ca asteur?", "je peux changer ca maintenant?"],
    ["chu pas sur", "je suis pas sur"],
    ["ya tu un rappel", "il y a tu un rappel"],
    ["kessé que ca fait", "qu'est-ce que ca fait"],
    ["on fait quoi d abord", "on fait quoi d'abord"],
    ["qui repond au tel la nuit", "qui repond au téléphone la nuit"],
    ["qqn peut me rappeler?", "quelqu'un peut me rappeler?"],
    ["quand y appellent pour un rdv", "quand ils appellent pour un rdv"],
  ])("%s → %s", (typed, standard) => {
    expect(standardSpelling(typed, "fr")).toBe(standard);
  });

  it("leaves standard French, and other languages, as they are", () => {
    for (const text of ["C'est combien?", "Il y a un rappel?", "Tel quel, ça marche?", "y a-t-il une démo?"])
      expect(standardSpelling(text, "fr")).toBe(text);
    expect(standardSpelling("ya know, c is a letter", "en")).toBe("ya know, c is a letter");
  });
});

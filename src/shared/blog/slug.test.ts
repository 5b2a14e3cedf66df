import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugFromTitle } from "./slug";

describe("slugFromTitle", () => {
  it.each([
    ["Le 3e pilier : 5 erreurs à éviter !", "le-3e-pilier-5-erreurs-a-eviter"],
    ["Größere Steuerersparnis für Grenzgänger", "groessere-steuerersparnis-fuer-grenzgaenger"],
    ["L'œuvre d'une vie", "l-oeuvre-d-une-vie"],
    ["Perché il 2° pilastro?", "perche-il-2-pilastro"],
  ])("%s → %s", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("stays within the slug's length, between words", () => {
    const slug = slugFromTitle("impôt ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("answers an empty slug for a title without letters or digits", () => {
    expect(slugFromTitle("!!! ???")).toBe("");
  });
});

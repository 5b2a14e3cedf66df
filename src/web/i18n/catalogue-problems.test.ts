import { describe, expect, it } from "vitest";
import { ALL_TRANSLATIONS } from "../../../scripts/vite/all-translations";
import { checkCatalogues, translationProblems } from "../../../scripts/vite/check-catalogues";
import { catalogueProblems } from "./catalogue-problems";
import { swisshackDe } from "./catalogues/swisshack-de";
import { swisshackFr } from "./catalogues/swisshack-fr";

const source = { hero: { title: "Bonjour {name}", stats: [{ value: 48, label: "heures" }] }, faq: ["a", "b"] };

describe("the build's catalogue check", () => {
  it("passes a full translation", () => {
    const translation = { hero: { title: "Hallo {name}", stats: [{ value: 48, label: "Stunden" }] }, faq: ["a", "b"] };
    expect(catalogueProblems(source, translation)).toEqual([]);
  });

  it("names a missing key, an extra key, a changed placeholder and a shorter list", () => {
    const translation = { hero: { title: "Hallo {vorname}", stats: [{ value: 48 }], extra: "x" }, faq: ["a"] };
    expect(catalogueProblems(source, translation)).toEqual([
      "hero.title: placeholders {vorname} instead of {name}",
      "hero.stats[0].label: missing",
      "hero.extra: not in the source language",
      "faq: 1 items instead of 2",
    ]);
  });

  it("keeps facts: a number that changed is a problem", () => {
    expect(catalogueProblems({ price: 590 }, { price: 5900 })).toEqual(["price: 5900 instead of 590"]);
  });

  it("finds no problem in today's catalogues", () => {
    expect(translationProblems(ALL_TRANSLATIONS)).toEqual([]);
  });

  it("loads every catalogue itself when the build starts, and lets a complete set through", async () => {
    const errors: string[] = [];
    const context = { error: (message: string) => void errors.push(message) };
    await (checkCatalogues().buildStart as (this: typeof context) => Promise<void>).call(context);
    expect(errors).toEqual([]);
  });

  it("stops the build when a German text is missing", async () => {
    const { notFound, ...withoutNotFound } = swisshackDe;
    const { back: _missing, ...notFoundWithoutBack } = notFound;
    const plugin = checkCatalogues(async () => [
      { name: "swisshack de", source: swisshackFr, translation: { ...withoutNotFound, notFound: notFoundWithoutBack } },
    ]);
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await expect((plugin.buildStart as (this: typeof context) => Promise<void>).call(context)).rejects.toThrow(
      "swisshack de: notFound.back: missing",
    );
  });
});

import { describe, expect, it } from "vitest";
import { suggestedLocale } from "./language-suggestion";

describe("the language suggested on a first visit", () => {
  it("is the first of the browser's languages the site has", () => {
    expect(suggestedLocale("swisshack", "fr", ["de-CH", "de", "en"])).toBe("de");
    expect(suggestedLocale("swisshack", "fr", ["en-US", "it"])).toBe("it");
    expect(suggestedLocale("optimaite", "en", ["fr-CA", "en"])).toBe("fr");
  });

  it("is none when that language is the page's own, or the site has none of them", () => {
    expect(suggestedLocale("swisshack", "de", ["de-DE", "fr"])).toBeUndefined();
    expect(suggestedLocale("swisshack", "fr", ["en-GB", "es"])).toBeUndefined();
    expect(suggestedLocale("optimaite", "en", ["it-IT"])).toBeUndefined();
    expect(suggestedLocale("optimaite", "fr", ["fr-CA", "en"])).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { linkLanguage, preAnalysisPath } from "./private-link";

describe("the private pre-analysis link", () => {
  it("stays /pre-analyse/{secret} in French and names German and Italian", () => {
    expect(preAnalysisPath("abc", "fr")).toBe("/pre-analyse/abc");
    expect(preAnalysisPath("abc", "de")).toBe("/pre-analyse/abc?lang=de");
    expect(preAnalysisPath("abc", "it")).toBe("/pre-analyse/abc?lang=it");
  });

  it("reads the language back, and nothing else than SwissHack's languages", () => {
    expect(linkLanguage("de")).toBe("de");
    expect(linkLanguage("it")).toBe("it");
    expect(linkLanguage(null)).toBeUndefined();
    expect(linkLanguage("en")).toBeUndefined();
    expect(linkLanguage("xx")).toBeUndefined();
  });
});

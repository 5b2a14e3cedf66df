import { describe, expect, it } from "vitest";
import { alternatesOf, LOCALIZED_PUBLIC_PATHS, localizedPath, pageLanguageOf, samePageIn } from "./paths";

describe("a page's language comes from its URL", () => {
  it("keeps today's URLs as each site's default language", () => {
    expect(pageLanguageOf("/")).toEqual({ site: "swisshack", locale: "fr", basePath: "/" });
    expect(pageLanguageOf("/premium")).toEqual({ site: "swisshack", locale: "fr", basePath: "/premium" });
    expect(pageLanguageOf("/optimaite")).toEqual({ site: "optimaite", locale: "en", basePath: "/optimaite" });
  });

  it("reads the prefix of the other languages", () => {
    expect(pageLanguageOf("/de")).toEqual({ site: "swisshack", locale: "de", basePath: "/" });
    expect(pageLanguageOf("/it/confidentialite")).toMatchObject({ site: "swisshack", locale: "it" });
    expect(pageLanguageOf("/fr/details")).toEqual({ site: "optimaite", locale: "fr", basePath: "/details" });
    expect(pageLanguageOf("/design")).toMatchObject({ locale: "en" });
  });

  it("moves a page to another language and keeps anchors", () => {
    expect(samePageIn("/de/premium", "it")).toBe("/it/premium");
    expect(samePageIn("/it", "fr")).toBe("/");
    expect(samePageIn("/optimaite", "fr")).toBe("/fr/optimaite");
    expect(localizedPath("/#faq", "swisshack", "de")).toBe("/de#faq");
  });
});

describe("hreflang alternates", () => {
  it("list every version of the page, itself included, and x-default", () => {
    expect(alternatesOf("/de/premium")).toEqual([
      { hreflang: "fr-CH", path: "/premium" },
      { hreflang: "de-CH", path: "/de/premium" },
      { hreflang: "it-CH", path: "/it/premium" },
      { hreflang: "x-default", path: "/premium" },
    ]);
  });

  it("are the same set from every version, so every alternate points back", () => {
    for (const path of LOCALIZED_PUBLIC_PATHS) {
      const alternates = alternatesOf(path);
      expect(alternates.map((alternate) => alternate.path)).toContain(path);
      for (const alternate of alternates) expect(alternatesOf(alternate.path)).toEqual(alternates);
    }
  });

  it("cover 3 versions of SwissHack's 4 pages and 2 of OptimAIte's 6", () => {
    expect(LOCALIZED_PUBLIC_PATHS).toHaveLength(3 * 4 + 2 * 6);
  });
});

import { describe, expect, it } from "vitest";
import {
  ALL_PRERENDERED_PATHS,
  alternatesOf,
  LOCALIZED_PUBLIC_PATHS,
  localizedPath,
  MOVED_PAGE_PATHS,
  pageLanguageOf,
  samePageIn,
} from "./paths";

describe("a page's language comes from its URL", () => {
  it("keeps today's URLs as each site's default language", () => {
    expect(pageLanguageOf("/")).toEqual({ site: "swisshack", locale: "fr", basePath: "/" });
    expect(pageLanguageOf("/premium")).toEqual({ site: "swisshack", locale: "fr", basePath: "/premium" });
    expect(pageLanguageOf("/optimaite")).toEqual({ site: "optimaite", locale: "en", basePath: "/optimaite" });
  });

  it("reads the prefix of the other languages", () => {
    expect(pageLanguageOf("/de")).toEqual({ site: "swisshack", locale: "de", basePath: "/" });
    expect(pageLanguageOf("/it/privacy")).toMatchObject({ site: "swisshack", locale: "it" });
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

describe("each language's own words in its addresses (field round five)", () => {
  it("writes German and Italian SwissHack's and Quebec French OptimAIte's pages in their language", () => {
    expect(localizedPath("/confidentialite", "swisshack", "de")).toBe("/de/datenschutz");
    expect(localizedPath("/mentions-legales", "swisshack", "it")).toBe("/it/note-legali");
    expect(localizedPath("/premium/commande?order=1", "swisshack", "it")).toBe("/it/premium/ordine?order=1");
    expect(localizedPath("/privacy", "optimaite", "fr")).toBe("/fr/confidentialite");
    expect(localizedPath("/legal-notice#publisher", "optimaite", "fr")).toBe("/fr/mentions-legales#publisher");
    expect(localizedPath("/confidentialite", "swisshack", "fr")).toBe("/confidentialite");
    expect(LOCALIZED_PUBLIC_PATHS).not.toContain("/de/confidentialite");
    expect(LOCALIZED_PUBLIC_PATHS).not.toContain("/fr/privacy");
  });

  it("reads them back as the same page, so the language switcher and hreflang pair them", () => {
    expect(pageLanguageOf("/de/datenschutz")).toEqual({
      site: "swisshack",
      locale: "de",
      basePath: "/confidentialite",
    });
    expect(samePageIn("/de/datenschutz", "it")).toBe("/it/privacy");
    expect(samePageIn("/it/privacy", "fr")).toBe("/confidentialite");
    expect(samePageIn("/fr/mentions-legales", "en")).toBe("/legal-notice");
    expect(alternatesOf("/de/impressum").map((alternate) => alternate.path)).toEqual([
      "/mentions-legales",
      "/de/impressum",
      "/it/note-legali",
      "/mentions-legales",
    ]);
  });

  it("lists every old address with where it moved", () => {
    expect(MOVED_PAGE_PATHS.get("/de/confidentialite")).toBe("/de/datenschutz");
    expect(MOVED_PAGE_PATHS.get("/fr/legal-notice")).toBe("/fr/mentions-legales");
    expect(MOVED_PAGE_PATHS.get("/it/newsletter/confirmation")).toBe("/it/newsletter/conferma");
    for (const [, moved] of MOVED_PAGE_PATHS) expect(ALL_PRERENDERED_PATHS).toContain(moved);
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

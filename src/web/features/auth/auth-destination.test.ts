import { describe, expect, it } from "vitest";
import { afterSignIn, authLanguage, authQuery, authSite, loadsAsDocument, safeNextPath } from "./auth-destination";

const origin = "https://example.ch";

describe("safeNextPath", () => {
  it.each(["/admin", "/sitemap-manager", "/premium?x=1"])("follows %s", (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/api/auth/sign-out",
    "/auth",
    "admin",
    // Issue 40, item 10: a browser drops tabs and line breaks from a URL and reads a backslash as a slash.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r//evil.example",
    "/admin\\..\\..\\evil",
    "/\u0000/x",
    "/\u007f/x",
    "/\u0085/evil.example",
    "/ /evil.example",
    "/%09/evil.example",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it("lands a visitor whose next path was refused on the brand's home", () => {
    expect(afterSignIn("/\t/evil.example", "user", "en")).toBe("/optimaite");
    expect(afterSignIn(new URLSearchParams("next=/%09/evil.example").get("next"), "user", "de")).toBe("/de");
  });
});

describe("authSite", () => {
  it("takes ?site= first, then a referrer of this origin, else OptimAIte", () => {
    expect(authSite("?site=swisshack", `${origin}/faq`, origin)).toBe("swisshack");
    expect(authSite("", `${origin}/premium`, origin)).toBe("swisshack");
    expect(authSite("", `${origin}/details`, origin)).toBe("optimaite");
    expect(authSite("", "https://other.example/premium", origin)).toBe("optimaite");
    expect(authSite("?site=nonsense", "", origin)).toBe("optimaite");
  });
});

describe("afterSignIn", () => {
  it("sends an admin to the back office and others home, unless a safe next path was asked for", () => {
    expect(afterSignIn(null, "admin", "en")).toBe("/admin");
    expect(afterSignIn(null, "user", "fr")).toBe("/");
    expect(afterSignIn(null, "user", "en")).toBe("/optimaite");
    expect(afterSignIn("/sitemap-manager", "admin", "en")).toBe("/sitemap-manager");
    expect(afterSignIn("https://evil.example", "admin", "en")).toBe("/admin");
  });

  it("sends a German or Italian SwissHack visitor to their own home", () => {
    expect(afterSignIn(null, "user", "de")).toBe("/de");
    expect(afterSignIn(null, "user", "it")).toBe("/it");
  });
});

describe("authLanguage", () => {
  it("takes SwissHack's ?lang=, then the language of the SwissHack page the visitor came from, else French", () => {
    expect(authLanguage("?site=swisshack&lang=de", "", origin)).toBe("de");
    expect(authLanguage("?lang=it", "", origin)).toBe("it");
    expect(authLanguage("", `${origin}/de/premium`, origin)).toBe("de");
    expect(authLanguage("", `${origin}/it`, origin)).toBe("it");
    expect(authLanguage("?site=swisshack", `${origin}/premium`, origin)).toBe("fr");
    expect(authLanguage("?site=swisshack&lang=xx", "", origin)).toBe("fr");
  });

  it("keeps OptimAIte's English", () => {
    expect(authLanguage("", `${origin}/details`, origin)).toBe("en");
    expect(authLanguage("?site=optimaite&lang=de", "", origin)).toBe("en");
    expect(authLanguage("", "", origin)).toBe("en");
  });

  it("speaks Quebec French to a visitor from OptimAIte's French pages, never SwissHack's French", () => {
    expect(authLanguage("", `${origin}/fr/optimaite`, origin)).toBe("fr-CA");
    expect(authLanguage("", `${origin}/fr/details`, origin)).toBe("fr-CA");
    expect(authSite("", `${origin}/fr/optimaite`, origin)).toBe("optimaite");
    expect(authLanguage("?site=optimaite&lang=fr-CA", "", origin)).toBe("fr-CA");
    expect(authSite("?lang=fr-CA", "", origin)).toBe("optimaite");
    expect(authLanguage("?site=optimaite&lang=fr", "", origin)).toBe("en");
    expect(authLanguage("?site=swisshack&lang=fr-CA", "", origin)).toBe("fr");
    expect(authQuery("fr-CA")).toBe("?site=optimaite&lang=fr-CA");
    expect(afterSignIn(null, "user", "fr-CA")).toBe("/fr/optimaite");
  });

  it("keeps SwissHack's French on a page opened from a French email (?lang=fr, no referrer)", () => {
    expect(authSite("?token=t&lang=fr", "", origin)).toBe("swisshack");
    expect(authLanguage("?token=t&lang=fr", "", origin)).toBe("fr");
  });

  it("passes the language on to the next account page", () => {
    expect(authQuery("de")).toBe("?site=swisshack&lang=de");
    expect(authQuery("fr")).toBe("?site=swisshack&lang=fr");
    expect(authQuery("en")).toBe("");
  });
});

describe("a page the server renders for one person is loaded as a document after sign-in", () => {
  it("a post's preview, in any language", () => {
    expect(loadsAsDocument("/blog/le-plafond?preview")).toBe(true);
    expect(loadsAsDocument("/de/blog/die-decke?preview")).toBe(true);
  });
  it("not the back office or a public page", () => {
    expect(loadsAsDocument("/admin")).toBe(false);
    expect(loadsAsDocument("/blog/le-plafond")).toBe(false);
  });
});

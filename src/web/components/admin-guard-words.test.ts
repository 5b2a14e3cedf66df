import { describe, expect, it } from "vitest";
import { ADMIN_GUARD_WORDS, guardLanguage } from "./admin-guard-words";

const ORIGIN = "https://swisshack.ch";

describe("the language in which the admin guard turns an account away", () => {
  it("is the account's chosen back-office language", () => {
    expect(guardLanguage({ adminLanguage: "en" }, `${ORIGIN}/de/premium`, ORIGIN)).toBe("en");
    expect(guardLanguage({ adminLanguage: "fr" }, `${ORIGIN}/optimaite`, ORIGIN)).toBe("fr");
  });

  it("else the language of the page of this site it came from, English only for OptimAIte's English pages", () => {
    expect(guardLanguage({ adminLanguage: null }, `${ORIGIN}/optimaite`, ORIGIN)).toBe("en");
    expect(guardLanguage({}, `${ORIGIN}/fr/optimaite`, ORIGIN)).toBe("fr");
    expect(guardLanguage({}, `${ORIGIN}/premium`, ORIGIN)).toBe("fr");
    expect(guardLanguage({}, `${ORIGIN}/de/premium`, ORIGIN)).toBe("fr");
  });

  it("else French", () => {
    expect(guardLanguage({}, "", ORIGIN)).toBe("fr");
    expect(guardLanguage(null, "https://elsewhere.example/optimaite", ORIGIN)).toBe("fr");
  });

  it("says it in French, and in the specification's English", () => {
    expect(ADMIN_GUARD_WORDS.fr.deniedTitle).toBe("Accès refusé");
    expect(ADMIN_GUARD_WORDS.en).toMatchObject({
      deniedTitle: "Access Denied",
      deniedText: "You don't have admin privileges.",
    });
  });
});

import { describe, expect, it } from "vitest";
import { chosenCatalogue } from "./catalogue-context";
import { optimaiteEn } from "./catalogues/optimaite-en";
import { optimaiteFr } from "./catalogues/optimaite-fr";
import { swisshackDe } from "./catalogues/swisshack-de";

describe("the catalogue root provides", () => {
  const chosen = { pathname: "/demo/abc", catalogue: optimaiteFr };

  it("is the one a private page's data chose, on that page's address", () => {
    expect(chosenCatalogue(optimaiteEn, chosen, "/demo/abc")).toBe(optimaiteFr);
  });

  it("is the route's own on any other address, even before the private page has cleaned up", () => {
    expect(chosenCatalogue(optimaiteEn, chosen, "/fr/optimaite")).toBe(optimaiteEn);
  });

  it("never gives a page another site's words", () => {
    expect(chosenCatalogue(optimaiteEn, { pathname: "/demo/abc", catalogue: swisshackDe }, "/demo/abc")).toBe(
      optimaiteEn,
    );
  });
});

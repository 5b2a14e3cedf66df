import { describe, expect, it } from "vitest";
import { FRENCH_NOT_FOUND_PATH, NOT_FOUND_PATH, notFoundPageOf, redactPrivateLinks, siteOfPath } from "./routes";

describe("which site a path belongs to", () => {
  it.each([
    ["/", "swisshack"],
    ["/premium", "swisshack"],
    ["/premium/ancienne-offre", "swisshack"],
    ["/optimaite", "optimaite"],
    ["/faq", "optimaite"],
    ["/admin", "optimaite"],
    ["/404", "optimaite"],
  ])("%s is %s's", (path, site) => {
    expect(siteOfPath(path)).toBe(site);
  });

  it.each([
    "/premuim",
    "/premiums",
    "/Premium",
    "/confidentialité",
    "/confidentialiter",
    "/mentions-legale",
    "/mentions-légales",
    "/mention-legales/",
    "/pre-analyses",
    "/newsleter/confirmation",
  ])("a mistyped SwissHack path (%s) gets SwissHack's French 404", (path) => {
    expect(siteOfPath(path)).toBe("swisshack");
    expect(notFoundPageOf(path)).toBe(FRENCH_NOT_FOUND_PATH);
  });

  it.each(["/optimate", "/detials", "/integration", "/privcy", "/no-such-page", "/p", "/wp-login.php"])(
    "a mistyped or unknown OptimAIte path (%s) gets the English 404",
    (path) => {
      expect(siteOfPath(path)).toBe("optimaite");
      expect(notFoundPageOf(path)).toBe(NOT_FOUND_PATH);
    },
  );
});

describe("the Premium order's confirmation (issue 57)", () => {
  it("is SwissHack's, and neither its order id nor the expert's link's audit request is kept with a visit", () => {
    expect(siteOfPath("/premium/commande")).toBe("swisshack");
    const id = "0c1f4e7b-2a3d-4c5e-8f90-1a2b3c4d5e6f";
    expect(redactPrivateLinks(`/premium/commande?order=${id}`)).toBe("/premium/commande");
    expect(redactPrivateLinks(`https://swisshack.ch/de/premium/bestellung?order=${id}`)).toBe(
      "https://swisshack.ch/de/premium/bestellung",
    );
    expect(redactPrivateLinks(`/de/premium?audit=${id}&utm_source=mail`)).toBe("/de/premium");
    expect(redactPrivateLinks("/premium?utm_source=mail")).toBe("/premium?utm_source=mail");
  });
});

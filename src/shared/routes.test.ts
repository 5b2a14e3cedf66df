import { describe, expect, it } from "vitest";
import { FRENCH_NOT_FOUND_PATH, NOT_FOUND_PATH, notFoundPageOf, siteOfPath } from "./routes";

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

import { describe, expect, it } from "vitest";
import { consentCopyIn } from "./consent-copy";
import { CONSENT_COPY_EN } from "./consent-copy-en";
import { CONSENT_COPY_FR } from "./consent-copy-fr";

const words = (copy: object) => Object.values(copy).join(" ");

describe("the cookie banner's words", () => {
  it("stay SPEC's French on SwissHack", async () => {
    expect(await consentCopyIn("swisshack", "fr")).toBe(CONSENT_COPY_FR);
    expect(CONSENT_COPY_FR.title).toBe("Vos choix en matière de cookies");
  });

  it("stay SPEC's English on OptimAIte", async () => {
    expect(await consentCopyIn("optimaite", "en")).toBe(CONSENT_COPY_EN);
  });

  it("say « témoins » on OptimAIte's Quebec French pages, with « cookies » only once, beside it", async () => {
    const copy = await consentCopyIn("optimaite", "fr");
    expect(copy.title).toBe("Vos choix en matière de témoins (cookies)");
    expect(words(copy).match(/cookies?/gi)).toEqual(["cookies"]);
    expect(words(copy)).toContain("témoins (cookies)");
    // The same category names as the French privacy policy.
    expect(copy.analytics).toBe("Statistiques");
  });
});

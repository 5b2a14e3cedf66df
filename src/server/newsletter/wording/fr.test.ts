import { NEWSLETTER } from "@shared/content/swisshack/landing";
import { describe, expect, it } from "vitest";
import { fr } from "./fr";

// Field round five: the emails said "une astuce financière suisse" where the site promises "Un hack financier suisse
// chaque mardi".
describe("the French newsletter's emails and pages", () => {
  it("promise what the landing page promises, in its words", () => {
    const promise = NEWSLETTER.title.replace(/ chaque mardi$/, "").toLowerCase();
    expect(promise).toBe("un hack financier suisse");
    const texts = JSON.stringify(fr);
    expect(texts).not.toContain("astuce");
    for (const text of [fr.confirmationEmail.about.join(" "), fr.issue.why, fr.actionPage.confirm.text]) {
      expect(text).toContain(promise);
    }
  });
});

// The chat evaluation's cases hold what issue 56 asks: at least 250 questions, at least 40 per site and language,
// the set-aside third at least a third of each, every case with an expectation a grader can check.
import { describe, expect, it } from "vitest";
import { type Pattern, SITE_LANGUAGES, type SiteLanguage } from "./case-types";
import { CASES } from "./cases";
import { grade, normalize } from "./grade";

const siteLanguages = Object.keys(SITE_LANGUAGES) as SiteLanguage[];
const everyCase = siteLanguages.flatMap((siteLanguage) => [
  ...CASES[siteLanguage].tuning.map((chatCase) => ({ siteLanguage, setAside: false, ...chatCase })),
  ...CASES[siteLanguage].setAside.map((chatCase) => ({ siteLanguage, setAside: true, ...chatCase })),
]);

describe("the chat evaluation's cases", () => {
  it("are at least 250, at least 40 per site and language", () => {
    expect(everyCase.length).toBeGreaterThanOrEqual(250);
    for (const siteLanguage of siteLanguages) {
      const { tuning, setAside } = CASES[siteLanguage];
      expect(tuning.length + setAside.length, siteLanguage).toBeGreaterThanOrEqual(40);
    }
  });

  it("set aside at least a third of each site and language", () => {
    for (const siteLanguage of siteLanguages) {
      const { tuning, setAside } = CASES[siteLanguage];
      expect(3 * setAside.length, siteLanguage).toBeGreaterThanOrEqual(tuning.length + setAside.length);
    }
  });

  it("each have an expectation a grader can check, and where it comes from", () => {
    for (const chatCase of everyCase) {
      const { all = [], any = [], link } = chatCase.expect;
      expect(all.length + any.length + (link === undefined ? 0 : 1), chatCase.q).toBeGreaterThan(0);
      expect(chatCase.q.trim().length, chatCase.q).toBeGreaterThan(0);
      expect(chatCase.q.length, chatCase.q).toBeLessThanOrEqual(1000);
      expect(chatCase.source.trim().length, chatCase.q).toBeGreaterThan(0);
    }
  });

  it("write their patterns for the normalized answer (lowercase, no accents)", () => {
    const patterns: Pattern[] = everyCase.flatMap(({ expect: e }) => [
      ...(e.all ?? []),
      ...(e.any ?? []),
      ...(e.none ?? []),
    ]);
    for (const pattern of patterns) {
      const text = typeof pattern === "string" ? pattern : pattern.source.replace(/\\[a-zA-Z]/g, "");
      expect(normalize(text), String(pattern)).toBe(text.replace(/[\u00a0\u202f]/g, " "));
    }
  });

  it("are not asked twice on the same site and language", () => {
    for (const siteLanguage of siteLanguages) {
      const questions = everyCase.filter((c) => c.siteLanguage === siteLanguage).map((c) => normalize(c.q));
      expect(new Set(questions).size, siteLanguage).toBe(questions.length);
    }
  });
});

describe("grading", () => {
  const reply = (response: string, hrefs: string[] = []) => ({
    response,
    links: hrefs.map((href) => ({ label: "Voir", href })),
  });

  it("reads the answer without accents, case or no-break spaces", () => {
    expect(grade(reply("Vous pouvez verser CHF\u00a07\u202f258 en 2026."), { all: [/7[ '.,]?258/] }).right).toBe(true);
    expect(grade(reply("Désinscription en un clic."), { all: ["désinscription"] }).right).toBe(true);
  });

  it("needs every `all`, one `any`, no `none` and the link", () => {
    const expectation = { all: [/590/], any: [/unique/, /abonnement/], none: [/mensuel/], link: "/premium" };
    expect(grade(reply("CHF 590, paiement unique.", ["/premium"]), expectation).right).toBe(true);
    expect(grade(reply("CHF 590, paiement unique.", ["/#audit"]), expectation).right).toBe(false);
    expect(grade(reply("CHF 590, paiement mensuel unique.", ["/premium"]), expectation).right).toBe(false);
    expect(grade(reply("CHF 490.", ["/premium"]), expectation).right).toBe(false);
  });

  it("accepts a link to the page with an anchor, or written in the text", () => {
    expect(grade(reply("Voir", ["/optimaite#roi-calculator"]), { link: "/optimaite" }).right).toBe(true);
    expect(grade(reply("Lisez https://example.ch/de/blog."), { link: "/de/blog" }).right).toBe(true);
    expect(grade(reply("Voir", ["/de/premium"]), { link: "/de/blog" }).right).toBe(false);
  });

  it('never counts an "I don\'t know" reply as right', () => {
    const fallback = reply("I don't know the answer to that one. We reply within 24 hours.");
    expect(grade(fallback, { all: [/24 hours/] }).right).toBe(false);
  });
});

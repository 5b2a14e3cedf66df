import { describe, expect, it } from "vitest";
import { allText, build, plain } from "./testing/test-document";
import { answers, firstStep, PROFILES } from "./testing/test-profiles";

describe.each(Object.entries(PROFILES))("%s: the document's invariants", (_name, profile) => {
  const { analysis, document } = build(profile);
  const text = allText(document);

  it("names a source for every figure and table, and every source exists", () => {
    const ids = new Set(document.sources.map((s) => s.id));
    expect(ids.size).toBe(document.sources.length);
    for (const block of document.sections.flatMap((s) => s.blocks)) {
      const cited =
        block.kind === "figures"
          ? block.items.map((i) => i.sourceIds)
          : block.kind === "table"
            ? [block.sourceIds]
            : [];
      for (const sourceIds of cited) {
        expect(sourceIds.length).toBeGreaterThan(0);
        expect(new Set(sourceIds).size).toBe(sourceIds.length);
        for (const id of sourceIds) expect(ids, id).toContain(id);
      }
    }
  });

  it("gives every official source its year", () => {
    for (const source of document.sources) {
      expect(Number.isInteger(source.year) && source.year >= 2024 && source.year <= 2026, source.id).toBe(true);
      expect(source.reference.length, source.id).toBeGreaterThan(10);
    }
    expect(document.sources.some((s) => s.id === "answers")).toBe(true);
  });

  it("holds no broken text, and only characters the PDF fonts render", () => {
    for (const broken of ["undefined", "NaN", "[object", "null", "Infinity"]) expect(text).not.toContain(broken);
    // Latin-1 plus the Windows-1252 punctuation used (– ’ « » …); no U+202F, ≤, ≥ or −.
    expect(text).toMatch(/^[\n\u0020-\u007e\u00a0-\u00ff–’…]*$/);
  });

  it("quotes every tax saving as a range with low < high", () => {
    for (const range of [analysis.pillar3a.taxSaving.leftToPay, analysis.pillar3a.taxSaving.buyBack]) {
      if (range) expect(range.low).toBeLessThan(range.high);
    }
    const singleAmountSaving = /Économie d'impôt[^\n]*\nCHF[\s\d]+\n/u;
    expect(text).not.toMatch(singleAmountSaving);
  });

  it("has the expected sections, the disclaimer and the FINMA callback offer", () => {
    const expected =
      profile.firstStep.status === "frontalier"
        ? ["pillar3a", "lamal", "frontalier", "levers"]
        : ["pillar3a", "lamal", "levers"];
    expect(document.sections.map((s) => s.id)).toEqual(expected);
    expect(document.title).toBe("Votre pré-analyse SwissHack 2026");
    expect(document.subtitle).toBe("Préparée pour Marie le 22 novembre 2026");
    expect(document.generatedOn).toBe("2026-11-22");
    expect(document.disclaimer).toContain("ne constitue ni un conseil fiscal");
    expect(document.callbackOffer).toContain("FINMA");
    expect(document.callbackOffer).toContain("gratuitement");
  });

  it("stores an analysis that survives JSON", () => {
    expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis);
  });
});

describe("profiles", () => {
  it("employee with a pension fund in VD (resident)", () => {
    const { analysis, document } = build(PROFILES["employee with a pension fund in VD"]);
    expect(analysis.frontalier).toBeNull();
    // Vaud sits 6 points above the other cantons (FINANCE-FIGURES.md, marginal tax rates): 21–31 % at CHF 85,000;
    // 4,258 × 21 % = 894.2 and × 31 % = 1,320.0, widened to multiples of 50.
    expect(analysis.pillar3a).toMatchObject({
      maximum: { amount: 7_258, rule: "with-pension-fund" },
      leftToPay: 4_258,
      deductibility: "yes",
      taxSaving: { leftToPay: { low: 850, high: 1_350 }, buyBack: { low: 850, high: 1_350 } },
    });
    expect(analysis.pillar3a.buyBack.total).toBe(4_258);
    // Costs 1,500 at CHF 400 a month with the 300 deductible: P = 4,800; 300 → 4,800 + 300 + 120 = 5,220;
    // 2,500 → 4,800 − 1,540 + 1,500 = 4,760.
    expect(analysis.lamal.options.map((o) => o.total)).toEqual([5_220, 5_260, 5_360, 5_460, 5_110, 4_760]);
    expect(analysis.lamal).toMatchObject({ mode: "absolute", cheapestDeductible: 2_500, savingVsCurrent: 460 });
    const text = plain(allText(document));
    expect(text).toContain("CHF 7 258");
    expect(text).toContain("CHF 850 – 1 350");
    expect(text).toContain("dans le canton de Genève ou de Vaud");
    expect(text).toContain("lundi 30 novembre 2026");
    expect(text).toContain("31 décembre 2026");
  });

  it("self-employed in GE with CHF 100,000: 20 % under the cap", () => {
    const { analysis, document } = build(PROFILES["self-employed in GE, CHF 100,000"]);
    expect(analysis.pillar3a.maximum).toMatchObject({ amount: 20_000, rule: "without-pension-fund", cap: 36_288 });
    // Geneva: 26–36 % at CHF 100,000 (FINANCE-FIGURES.md: about 35 % in Geneva).
    expect(analysis.pillar3a.taxSaving.leftToPay).toEqual({ low: 5_200, high: 7_200 });
    expect(plain(allText(document))).toContain("20 % de ce revenu font CHF 20 000, sous le plafond de CHF 36 288");
  });

  it("self-employed in GE with CHF 250,000: capped at 36,288", () => {
    const { analysis, document } = build(PROFILES["self-employed in GE, CHF 250,000"]);
    expect(analysis.pillar3a.maximum.amount).toBe(36_288);
    // Geneva: 36–45 % above CHF 150,000; 36,288 × 36 % = 13,063.7 and × 45 % = 16,329.6.
    expect(analysis.pillar3a.taxSaving.leftToPay).toEqual({ low: 13_050, high: 16_350 });
    expect(plain(allText(document))).toContain("le plafond de CHF 36 288 s'applique");
  });

  it("Geneva frontalier with 95 %: deduction only through the TOU, request by 31 March 2027", () => {
    const { analysis, document } = build(PROFILES["Geneva frontalier, 95 % Swiss income"]);
    expect(analysis.frontalier).toMatchObject({ regime: "geneva-source", threeADeductibility: "conditional" });
    // Income assumed from the bracket (75,000), Geneva, married with children: 21–31 % − 6 points = 15–25 %;
    // 7,258 × 15 % = 1,088.7 and × 25 % = 1,814.5, widened to multiples of 50.
    expect(analysis.income).toEqual({ amount: 75_000, basis: "bracket", bracket: "60000-90000" });
    expect(analysis.pillar3a.taxSaving.leftToPay).toEqual({ low: 1_050, high: 1_850 });
    // Nothing known about 2025 and no 3a: 2025 assumed fully missed.
    expect(analysis.pillar3a.buyBack.missedYears[0]).toMatchObject({
      year: 2025,
      basis: "assumed-no-3a",
      buyBack: 7_258,
    });
    expect(analysis.lamal.mode).toBe("relative-to-300");
    const text = plain(allText(document));
    expect(text).toContain("taxation ordinaire ultérieure (TOU)");
    expect(text).toContain("À faire avant le 31 mars 2027");
    // A frontalier may only request a TOU (FINANCE-FIGURES.md, corrected): never "TOU obligatoire".
    expect(text).not.toContain("TOU obligatoire");
    expect(text).toContain("ne peut plus être retirée une fois déposée");
    expect(text).toContain("hypothèse SwissHack, faute de revenu net indiqué");
    expect(text).toContain("écart avec la prime de référence");
    expect(document.sources.find((s) => s.id === "ge-guide-is-2025")?.year).toBe(2025);
  });

  it("Geneva frontalier with 60 %: no deduction, no saving", () => {
    const { analysis, document } = build(PROFILES["Geneva frontalier, 60 % Swiss income"]);
    expect(analysis.pillar3a.taxSaving).toEqual({ leftToPay: null, buyBack: null });
    const text = plain(allText(document));
    expect(text).toContain("Pas de déduction du 3a");
    expect(text).toContain("l'impôt à la source est définitif");
    expect(text).toContain("À faire avant le 31 mars 2027");
    expect(text).toContain("peut devenir imposable en France");
    expect(text).not.toMatch(/Économie d'impôt estimée/);
  });

  it("Vaud frontalier: 1983 agreement, no Swiss deduction and no saving promised", () => {
    const { analysis, document } = build(PROFILES["Vaud frontalier (1983 agreement)"]);
    expect(analysis.frontalier).toMatchObject({ regime: "agreement-1983", threeADeductibility: "no" });
    expect(analysis.pillar3a.taxSaving).toEqual({ leftToPay: null, buyBack: null });
    expect(analysis.levers.pillar3a.taxSaving).toBeNull();
    const text = plain(allText(document));
    expect(text).toContain("imposé en France");
    // 60 % telework: the 1983 frontalier status is lost (FINANCE-FIGURES.md, corrected).
    expect(text).toContain("vous perdez le statut de frontalier");
    expect(text).toContain("À faire avant le 31 mars 2027");
    expect(text).toContain("affiliation à la sécurité sociale est à vérifier");
    expect(text).toContain("autre assurance que la LAMal");
    expect(text).not.toMatch(/Économie d'impôt estimée/);
  });

  it("a frontalier in another canton: the rule is to be checked, no Geneva figures claimed", () => {
    const zurich = PROFILES["Zurich frontalier without the frontalier answers"];
    const { analysis, document } = build({ ...zurich, firstStep: { ...zurich.firstStep, residenceCountry: "FR" } });
    expect(analysis.frontalier).toMatchObject({ regime: "other-source", residenceCountry: "FR" });
    expect(document.sources.some((s) => s.id.startsWith("ge-guide-is"))).toBe(false);
    expect(plain(allText(document))).toContain("à vérifier avec l'expert");
  });

  it("a Zurich frontalier who gave no country: no country's rules, what depends on it said (issue 39)", () => {
    const { analysis, document } = build(PROFILES["Zurich frontalier without the frontalier answers"]);
    expect(analysis.frontalier).toMatchObject({
      regime: "unknown",
      unknownBecause: "residence",
      residenceCountry: null,
    });
    const text = plain(allText(document));
    expect(text).toContain("ne nous avez pas indiqué votre pays de résidence");
    expect(text).not.toContain("comme indiqué à la première étape");
    expect(text).not.toContain("CMU");
  });
});

describe("deadlines in the document", () => {
  it("after the last working day of November, names next year's window", () => {
    const { analysis, document } = build(
      PROFILES["employee with a pension fund in VD"],
      new Date("2026-12-05T09:00:00Z"),
    );
    expect(analysis.lamal.deadlines).toMatchObject({ lowerBy: "2027-11-30", lowerWindowPassed: true });
    const text = plain(allText(document));
    expect(text).toContain(
      "est passée : la prochaine échéance est le mardi 30 novembre 2027, pour le 1er janvier 2028",
    );
    expect(text).toContain("jusqu'au 31 décembre 2026, pour le 1er janvier 2027");
  });

  it("is the same for the same input", () => {
    const profile = { firstStep: firstStep(), answers: answers() };
    expect(build(profile)).toEqual(build(profile));
  });
});

import { describe, expect, it } from "vitest";
import type { SwissCanton } from "./answers";
import { buildPreAnalysis } from "./build-pre-analysis";
import type { DocumentBlock, PreAnalysisDocument } from "./document";
import { NBSP } from "./format";
import { answers, firstStep, PROFILES, TODAY } from "./test-profiles";

const build = (profile: (typeof PROFILES)[keyof typeof PROFILES], today = TODAY) =>
  buildPreAnalysis({ firstStep: profile.firstStep, answers: profile.answers, today });

function blockText(block: DocumentBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items;
    case "callout":
      return [block.title, block.text];
    case "figures":
      return block.items.flatMap((item) => [item.label, item.value]);
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat()];
  }
}

function allText(document: PreAnalysisDocument): string {
  return [
    document.title,
    document.subtitle,
    ...document.answersSummary.flatMap((a) => [a.label, a.value]),
    ...document.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)]),
    document.disclaimer,
    document.callbackOffer,
    ...document.sources.flatMap((s) => [s.label, s.reference]),
  ].join("\n");
}

const plain = (text: string) => text.replaceAll(NBSP, " ");

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
    expect(analysis.pillar3a).toMatchObject({
      maximum: { amount: 7_258, rule: "with-pension-fund" },
      leftToPay: 4_258,
      deductibility: "yes",
      taxSaving: { leftToPay: { low: 600, high: 1_100 }, buyBack: { low: 600, high: 1_100 } },
    });
    expect(analysis.pillar3a.buyBack.total).toBe(4_258);
    // Costs 1,500 at CHF 400 a month with the 300 deductible: P = 4,800; 300 → 4,800 + 300 + 120 = 5,220;
    // 2,500 → 4,800 − 1,540 + 1,500 = 4,760.
    expect(analysis.lamal.options.map((o) => o.total)).toEqual([5_220, 5_260, 5_360, 5_460, 5_110, 4_760]);
    expect(analysis.lamal).toMatchObject({ mode: "absolute", cheapestDeductible: 2_500, savingVsCurrent: 460 });
    const text = plain(allText(document));
    expect(text).toContain("CHF 7 258");
    expect(text).toContain("CHF 600 – 1 100");
    expect(text).toContain("lundi 30 novembre 2026");
    expect(text).toContain("31 décembre 2026");
  });

  it("self-employed in GE with CHF 100,000: 20 % under the cap", () => {
    const { analysis, document } = build(PROFILES["self-employed in GE, CHF 100,000"]);
    expect(analysis.pillar3a.maximum).toMatchObject({ amount: 20_000, rule: "without-pension-fund", cap: 36_288 });
    expect(analysis.pillar3a.taxSaving.leftToPay).toEqual({ low: 4_000, high: 6_000 });
    expect(plain(allText(document))).toContain("20 % de ce revenu font CHF 20 000, sous le plafond de CHF 36 288");
  });

  it("self-employed in GE with CHF 250,000: capped at 36,288", () => {
    const { analysis, document } = build(PROFILES["self-employed in GE, CHF 250,000"]);
    expect(analysis.pillar3a.maximum.amount).toBe(36_288);
    expect(analysis.pillar3a.taxSaving.leftToPay).toEqual({ low: 10_850, high: 14_550 });
    expect(plain(allText(document))).toContain("le plafond de CHF 36 288 s'applique");
  });

  it("Geneva frontalier with 95 %: deduction only through the TOU, request by 31 March 2027", () => {
    const { analysis, document } = build(PROFILES["Geneva frontalier, 95 % Swiss income"]);
    expect(analysis.frontalier).toMatchObject({ regime: "geneva-source", threeADeductibility: "conditional" });
    // Income assumed from the bracket (75,000), married with children: 15–25 % − 6 points = 9–19 %;
    // 7,258 × 9 % = 653.2 and × 19 % = 1,379.0, widened to multiples of 50.
    expect(analysis.income).toEqual({ amount: 75_000, basis: "bracket", bracket: "60000-90000" });
    expect(analysis.pillar3a.taxSaving.leftToPay).toEqual({ low: 650, high: 1_400 });
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
    expect(text).toContain("TOU obligatoire");
    expect(text).toContain("hypothèse SwissHack, faute de revenu net indiqué");
    expect(text).toContain("écart avec la prime de référence");
    expect(document.sources.find((s) => s.id === "ge-guide-is-2025")?.year).toBe(2025);
  });

  it("Geneva frontalier with 60 %: no deduction, no saving", () => {
    const { analysis, document } = build(PROFILES["Geneva frontalier, 60 % Swiss income"]);
    expect(analysis.pillar3a.taxSaving).toEqual({ leftToPay: null, buyBack: null });
    const text = plain(allText(document));
    expect(text).toContain("pas de déduction du 3a");
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
    expect(text).toContain("n'est pas établie");
    expect(text).toContain("À faire avant le 31 mars 2027");
    expect(text).toContain("affiliation à la sécurité sociale est à vérifier");
    expect(text).toContain("assurance privée ou la CMU");
    expect(text).not.toMatch(/Économie d'impôt estimée/);
  });

  it("a frontalier in another canton: the rule is to be checked, no Geneva figures claimed", () => {
    const { analysis, document } = build(PROFILES["Zurich frontalier without the frontalier answers"]);
    expect(analysis.frontalier).toMatchObject({ regime: "other-source", touCompulsoryAboveGross: null });
    expect(document.sources.some((s) => s.id.startsWith("ge-guide-is"))).toBe(false);
    expect(plain(allText(document))).toContain("à vérifier avec l'expert");
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

const frontalierIn = (workCanton: SwissCanton, teleworkShare = 20, swissIncomeShare = 95) => ({
  firstStep: firstStep({ status: "frontalier", canton: "other" }),
  answers: answers({ frontalier: { workCanton, swissIncomeShare, teleworkShare } }),
});

describe("the document's wording (reviewer's cases)", () => {
  it.each([
    {
      name: "Geneva frontalier in January: the request for last year, due this 31 March",
      profile: PROFILES["Geneva frontalier, 95 % Swiss income"],
      today: "2027-01-10",
      contains: [
        "La demande pour 2026 est à déposer au plus tard le 31 mars 2027",
        "À faire avant le 31 mars 2027",
        "Déposez votre demande de TOU pour 2026",
        "L'année 2026 est close",
        "Votre plafond 3a 2027",
      ],
      absent: ["31 mars 2028 —", "À faire avant le 31 mars 2028", "La demande pour 2027 est à déposer"],
    },
    {
      name: "Geneva frontalier on 1 April: this year's request",
      profile: PROFILES["Geneva frontalier, 95 % Swiss income"],
      today: "2027-04-01",
      contains: ["La demande pour 2027 est à déposer au plus tard le 31 mars 2028", "À faire avant le 31 mars 2028"],
      absent: ["est close"],
    },
    {
      name: "Valais frontalier with 45 % telework: taxation unchanged",
      profile: frontalierIn("VS", 45, 100),
      today: "2026-11-22",
      contains: ["le canton du Valais", "Avec 45 % de télétravail, votre sécurité sociale reste suisse"],
      absent: [
        "peut devenir imposable en France",
        "Part des revenus de votre ménage imposable en Suisse",
        "Le rachat se déduit",
      ],
    },
    {
      name: "zero income: no 3a, no congratulation",
      profile: {
        firstStep: firstStep({ status: "independant" }),
        answers: answers({ employment: "self-employed", netIncome: 0, paid3aThisYear: 0 }),
      },
      today: "2026-11-22",
      contains: ["aucun versement 3a n'est possible en 2026", "aucun rachat n'est possible cette année"],
      absent: ["bravo", "Vous avez déjà versé votre plafond"],
    },
    {
      name: "9,000 paid for a 7,258 cap: the excess is refunded",
      profile: { firstStep: firstStep(), answers: answers({ paid3aThisYear: 9_000 }) },
      today: "2026-11-22",
      contains: ["seul le plafond est déductible", "l'excédent de CHF 1 742 doit vous être remboursé"],
      absent: ["bravo"],
    },
    {
      name: "raising the deductible: the saving is a ceiling",
      profile: PROFILES["employee with a pension fund in VD"],
      today: "2026-11-22",
      contains: ["vous paieriez au plus CHF 460 de moins par an", "Pour vous : au plus CHF 460 par an"],
      absent: ["environ CHF 460"],
    },
    {
      name: "near-tie: keep the lower deductible, the gap is negligible",
      profile: { firstStep: firstStep(), answers: answers({ expectedCosts: "amount", expectedCostsAmount: 2_000 }) },
      today: "2026-11-22",
      contains: ["au plus CHF 10 de moins par an", "un écart négligeable", "garder votre franchise"],
      absent: ["environ"],
    },
    {
      // CHF 300 a month at 2,500, costs 5,000: 300 → 3,600 + 1,540 + 300 + 470 = 5,910;
      // 2,500 → 3,600 + 2,500 + 250 = 6,350: lower to 300, at least 440 a year.
      name: "lowering after the November date: effective only on 1 January of the year after next",
      profile: {
        firstStep: firstStep(),
        answers: answers({ currentDeductible: 2500, monthlyPremium: 300, expectedCosts: "high" }),
      },
      today: "2026-12-15",
      contains: ["ne pourra prendre effet qu'au 1er janvier 2028", "au moins CHF 440 par an, dès le 1er janvier 2028"],
      absent: ["Une franchise élevée n'est avantageuse", "environ"],
    },
    {
      name: "frontalier, canton unknown: no tax saving, depends on the canton",
      profile: { firstStep: firstStep({ status: "frontalier", canton: "other" }), answers: answers() },
      today: "2026-11-22",
      contains: ["Déduction selon votre canton de travail"],
      absent: ["Économie d'impôt estimée", "sous condition"],
    },
    {
      name: "Geneva frontalier above CHF 120,000: compulsory TOU, deduction possible",
      profile: {
        firstStep: firstStep({ status: "frontalier", canton: "GE", annualIncome: "150000+" }),
        answers: answers({
          netIncome: 160_000,
          frontalier: { workCanton: "GE", swissIncomeShare: 60, teleworkShare: 10 },
        }),
      },
      today: "2026-11-22",
      contains: [
        "TOU obligatoire : le 3a est déductible",
        "Votre revenu net de CHF 160 000 dépasse déjà CHF 120 000",
        "Économie d'impôt estimée",
      ],
      absent: ["Économie d'impôt en Suisse", "Pas de déduction du 3a"],
    },
    {
      name: "canton names with their article",
      profile: frontalierIn("TI"),
      today: "2026-11-22",
      contains: ["Vous travaillez dans le canton du Tessin"],
      absent: ["canton de Tessin"],
    },
    {
      name: "married with children: one 'avec'",
      profile: { firstStep: firstStep(), answers: answers({ civilStatus: "married", children: 1 }) },
      today: "2026-11-22",
      contains: ["pour un couple marié avec enfants et votre revenu net"],
      absent: ["avec enfants avec"],
    },
    {
      name: "'no 3a' but paid this year: last year unknown, not assumed empty",
      profile: {
        firstStep: firstStep({ has3aPillar: "no" }),
        answers: answers({ paid3aThisYear: 2_000, paid3aLastYear: undefined }),
      },
      today: "2026-11-22",
      contains: ["En 2025 : nous ne savons pas combien vous avez versé"],
      absent: ["nous supposons que rien n'a été versé", "sera rachetable, au plus CHF 7 258"],
    },
    {
      name: "money formatting: CHF first",
      profile: PROFILES["employee with a pension fund in VD"],
      today: "2026-11-22",
      contains: ["CHF 400 à 800 par an"],
      absent: ["800 CHF"],
    },
    {
      name: "premium of CHF 0: treated as not given",
      profile: { firstStep: firstStep(), answers: answers({ monthlyPremium: 0 }) },
      today: "2026-11-22",
      contains: ["Une prime de CHF 0 ne pouvant être réelle", "écart avec la prime de référence"],
      absent: ["Votre prime actuelle est de CHF 0"],
    },
  ])("$name", ({ profile, today, contains, absent }) => {
    const text = plain(allText(build(profile, new Date(`${today}T10:00:00Z`)).document));
    for (const part of contains) expect(text).toContain(part);
    for (const part of absent) expect(text).not.toContain(part);
    expect(text).toMatch(/^[\n\u0020-\u007e\u00a0-\u00ff–’…]*$/);
  });
});

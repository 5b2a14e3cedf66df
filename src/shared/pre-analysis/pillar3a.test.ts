import { describe, expect, it } from "vitest";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import type { ThreeADeductibility } from "./frontalier";
import { resolveIncome } from "./income";
import { analysePillar3a } from "./pillar3a";
import { marginalRateRange } from "./tax-saving";
import { answers, firstStep } from "./testing/test-profiles";

function pillar3a(
  refine: Partial<RefineAnswers>,
  year = 2026,
  first: Partial<FirstStepAnswers> = {},
  deductibility: ThreeADeductibility = "yes",
) {
  const a = answers(refine);
  const f = firstStep(first);
  const income = resolveIncome(f, a);
  return analysePillar3a({
    firstStep: f,
    answers: a,
    income,
    year,
    deductibility,
    marginalRate: marginalRateRange(income.amount, a.civilStatus, a.children, "ZH", year),
  });
}

describe("3a maximum and what is left to pay", () => {
  it.each([
    { name: "employee with a pension fund", refine: {}, maximum: 7_258, left: 4_258 },
    {
      name: "self-employed, CHF 100,000: 20 % under the cap",
      refine: { employment: "self-employed", netIncome: 100_000, paid3aThisYear: 0 },
      maximum: 20_000,
      left: 20_000,
    },
    {
      name: "self-employed, CHF 250,000: capped",
      refine: { employment: "self-employed", netIncome: 250_000, paid3aThisYear: 10_000 },
      maximum: 36_288,
      left: 26_288,
    },
    {
      name: "employee without a pension fund, income from the 60–90k bracket (75,000)",
      refine: { employment: "employee-without-pension-fund", netIncome: undefined, paid3aThisYear: 0 },
      maximum: 15_000,
      left: 15_000,
    },
    { name: "paid more than the maximum", refine: { paid3aThisYear: 9_000 }, maximum: 7_258, left: 0 },
  ] as const)("$name", ({ refine, maximum, left }) => {
    const result = pillar3a(refine);
    expect(result.maximum.amount).toBe(maximum);
    expect(result.leftToPay).toBe(left);
    expect(result.maximum.citation).toEqual({ source: "ofas-3a", year: 2026 });
  });

  it("uses CHF 150,000 for the open-ended 150000+ bracket", () => {
    const result = pillar3a({ employment: "self-employed", netIncome: undefined }, 2026, { annualIncome: "150000+" });
    expect(result.maximum.amount).toBe(30_000);
  });

  it("uses the 2024 figures for 2024", () => {
    expect(pillar3a({}, 2024).maximum.amount).toBe(7_056);
    expect(pillar3a({ employment: "self-employed", netIncome: 250_000 }, 2024).maximum.amount).toBe(35_280);
  });
});

describe("buy-back of missed years", () => {
  it.each([
    {
      name: "known payment in 2025",
      refine: { paid3aLastYear: 3_000 },
      first: {},
      missed: [{ year: 2025, maximum: 7_258, paid: 3_000, basis: "answers", buyBack: 4_258 }],
    },
    {
      name: "full payment in 2025",
      refine: { paid3aLastYear: 7_258 },
      first: {},
      missed: [{ year: 2025, maximum: 7_258, paid: 7_258, basis: "answers", buyBack: 0 }],
    },
    {
      name: "self-employed gap larger than the cap per buy-back year",
      refine: { employment: "self-employed", netIncome: 100_000, paid3aLastYear: 0 },
      first: {},
      missed: [{ year: 2025, maximum: 20_000, paid: 0, basis: "answers", buyBack: 20_000 }],
    },
    {
      name: "unknown, no 3a: 2025 assumed fully missed",
      refine: { paid3aLastYear: undefined, paid3aThisYear: 0 },
      first: { has3aPillar: "no" },
      missed: [{ year: 2025, maximum: 7_258, paid: 0, basis: "assumed-no-3a", buyBack: 7_258 }],
    },
    {
      name: "unknown with a 3a: to check",
      refine: { paid3aLastYear: undefined },
      first: { has3aPillar: "not-sure" },
      missed: [{ year: 2025, maximum: 7_258, paid: null, basis: "unknown", buyBack: null }],
    },
    {
      name: "'no 3a' contradicted by a payment this year: 2025 unknown, not assumed empty",
      refine: { paid3aLastYear: undefined, paid3aThisYear: 2_000 },
      first: { has3aPillar: "no" },
      missed: [{ year: 2025, maximum: 7_258, paid: null, basis: "unknown", buyBack: null }],
    },
  ] as const)("$name", ({ refine, first, missed }) => {
    const { buyBack } = pillar3a(refine, 2026, first);
    expect(buyBack.available).toBe(true);
    expect(buyBack.missedYears).toEqual(missed);
    const gaps = missed.reduce((sum, m) => sum + (m.buyBack ?? 0), 0);
    expect(buyBack.gaps).toBe(gaps);
    // One buy-back per buy-back year, at most CHF 7,258 in total (FINANCE-FIGURES.md, buy-back row).
    expect(buyBack.total).toBe(Math.min(gaps, 7_258));
  });

  it("is not available before 2026", () => {
    const { buyBack } = pillar3a({}, 2025);
    expect(buyBack.available).toBe(false);
    expect(buyBack.missedYears).toEqual([]);
  });

  it("counts every year since 2025, last year from the answers, earlier ones assumed without a 3a", () => {
    const { buyBack } = pillar3a({ paid3aLastYear: 1_000, paid3aThisYear: 0 }, 2028, { has3aPillar: "no" });
    expect(buyBack.missedYears.map((m) => [m.year, m.basis, m.buyBack])).toEqual([
      [2025, "assumed-no-3a", 7_258],
      [2026, "assumed-no-3a", 7_258],
      [2027, "answers", 6_258],
    ]);
    expect(buyBack.gaps).toBe(20_774);
    // One buy-back a year, at most CHF 7,258, whatever the number of missed years it covers.
    expect(buyBack.total).toBe(7_258);
  });

  it("goes back at most 10 years", () => {
    const years = pillar3a({}, 2040).buyBack.missedYears.map((m) => m.year);
    expect(years).toEqual([2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037, 2038, 2039]);
  });
});

describe("tax saving", () => {
  it.each([
    {
      name: "employee, CHF 85,000, 4,258 left (15–25 %)",
      refine: {},
      saving: { low: 600, high: 1_100 },
    },
    {
      name: "self-employed, CHF 100,000, 20,000 left (20–30 %)",
      refine: { employment: "self-employed", netIncome: 100_000, paid3aThisYear: 0 },
      saving: { low: 4_000, high: 6_000 },
    },
    {
      name: "self-employed, CHF 250,000, 36,288 left (30–40 %)",
      refine: { employment: "self-employed", netIncome: 250_000, paid3aThisYear: 0 },
      saving: { low: 10_850, high: 14_550 },
    },
  ] as const)("$name", ({ refine, saving }) => {
    expect(pillar3a(refine).taxSaving.leftToPay).toEqual(saving);
  });

  it("is none without a Swiss deduction, and none when nothing is left", () => {
    expect(pillar3a({}, 2026, {}, "no").taxSaving).toEqual({ leftToPay: null, buyBack: null });
    expect(pillar3a({ paid3aThisYear: 7_258, paid3aLastYear: 7_258 }).taxSaving).toEqual({
      leftToPay: null,
      buyBack: null,
    });
  });

  it("prices the buy-back too", () => {
    // 4,258 × 15–25 % = 638.7–1,064.5, widened to multiples of 50
    expect(pillar3a({ paid3aLastYear: 3_000 }).taxSaving.buyBack).toEqual({ low: 600, high: 1_100 });
  });
});

describe("no 3a without earned income, and payments above the maximum", () => {
  it.each([
    // Net earned income 0: no 3a, whatever the rule; no buy-back this year either.
    {
      name: "self-employed, income 0",
      refine: { employment: "self-employed", netIncome: 0, paid3aThisYear: 0 },
      maximum: 0,
      left: 0,
      overpaid: 0,
      noIncome: true,
    },
    {
      name: "employee with LPP, income 0",
      refine: { netIncome: 0, paid3aThisYear: 0 },
      maximum: 0,
      left: 0,
      overpaid: 0,
      noIncome: true,
    },
    {
      name: "income 0 but CHF 500 paid",
      refine: { netIncome: 0, paid3aThisYear: 500 },
      maximum: 0,
      left: 0,
      overpaid: 500,
      noIncome: true,
    },
    // 9,000 − 7,258 = 1,742 to be refunded.
    {
      name: "9,000 paid for a 7,258 cap",
      refine: { paid3aThisYear: 9_000 },
      maximum: 7_258,
      left: 0,
      overpaid: 1_742,
      noIncome: false,
    },
    // Self-employed with CHF 5,000: 20 % = 1,000; 3,000 paid → 2,000 too much.
    {
      name: "self-employed, CHF 5,000, 3,000 paid",
      refine: { employment: "self-employed", netIncome: 5_000, paid3aThisYear: 3_000 },
      maximum: 1_000,
      left: 0,
      overpaid: 2_000,
      noIncome: false,
    },
    {
      name: "exactly the cap",
      refine: { paid3aThisYear: 7_258 },
      maximum: 7_258,
      left: 0,
      overpaid: 0,
      noIncome: false,
    },
  ] as const)("$name", ({ refine, maximum, left, overpaid, noIncome }) => {
    const result = pillar3a(refine);
    expect(result).toMatchObject({ leftToPay: left, overpaid, maximum: { amount: maximum, noEarnedIncome: noIncome } });
    expect(result.buyBack.noEarnedIncome).toBe(noIncome);
    if (noIncome) {
      expect(result.buyBack.missedYears).toEqual([]);
      expect(result.buyBack.total).toBe(0);
      expect(result.taxSaving).toEqual({ leftToPay: null, buyBack: null });
    }
  });
});

describe("a 3a never exceeds the earned income", () => {
  it.each([
    { income: 4_000, maximum: 4_000, capped: true },
    { income: 7_257, maximum: 7_257, capped: true },
    { income: 7_258, maximum: 7_258, capped: false },
  ])("with a pension fund, CHF $income: CHF $maximum", ({ income, maximum, capped }) => {
    const result = pillar3a({ netIncome: income, paid3aThisYear: 0, paid3aLastYear: undefined });
    expect(result.maximum).toMatchObject({ amount: maximum, cappedAtIncome: capped, cap: 7_258 });
    expect(result.leftToPay).toBe(maximum);
  });

  it("at CHF 4,000 the marginal rate is near 0: no tax saving", () => {
    expect(pillar3a({ netIncome: 4_000, paid3aThisYear: 0 }).taxSaving).toEqual({ leftToPay: null, buyBack: null });
  });
});

describe("deductibility unknown (frontalier, canton unknown)", () => {
  it("gives no tax saving", () => {
    expect(pillar3a({}, 2026, {}, "unknown").taxSaving).toEqual({ leftToPay: null, buyBack: null });
  });
});

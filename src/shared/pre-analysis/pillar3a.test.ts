import { describe, expect, it } from "vitest";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import type { ThreeADeductibility } from "./frontalier";
import { resolveIncome } from "./income";
import { analysePillar3a } from "./pillar3a";
import { marginalRateRange } from "./tax-saving";
import { answers, firstStep } from "./test-profiles";

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
    marginalRate: marginalRateRange(income.amount, a.civilStatus, a.children),
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
      name: "self-employed gap larger than the cap per missed year",
      refine: { employment: "self-employed", netIncome: 100_000, paid3aLastYear: 0 },
      first: {},
      missed: [{ year: 2025, maximum: 20_000, paid: 0, basis: "answers", buyBack: 7_258 }],
    },
    {
      name: "unknown, no 3a: 2025 assumed fully missed",
      refine: { paid3aLastYear: undefined },
      first: { has3aPillar: "no" },
      missed: [{ year: 2025, maximum: 7_258, paid: 0, basis: "assumed-no-3a", buyBack: 7_258 }],
    },
    {
      name: "unknown with a 3a: to check",
      refine: { paid3aLastYear: undefined },
      first: { has3aPillar: "not-sure" },
      missed: [{ year: 2025, maximum: 7_258, paid: null, basis: "unknown", buyBack: null }],
    },
  ] as const)("$name", ({ refine, first, missed }) => {
    const { buyBack } = pillar3a(refine, 2026, first);
    expect(buyBack.available).toBe(true);
    expect(buyBack.missedYears).toEqual(missed);
    expect(buyBack.total).toBe(missed.reduce((sum, m) => sum + (m.buyBack ?? 0), 0));
  });

  it("is not available before 2026", () => {
    const { buyBack } = pillar3a({}, 2025);
    expect(buyBack.available).toBe(false);
    expect(buyBack.missedYears).toEqual([]);
  });

  it("counts every year since 2025, last year from the answers, earlier ones assumed without a 3a", () => {
    const { buyBack } = pillar3a({ paid3aLastYear: 1_000 }, 2028, { has3aPillar: "no" });
    expect(buyBack.missedYears.map((m) => [m.year, m.basis, m.buyBack])).toEqual([
      [2025, "assumed-no-3a", 7_258],
      [2026, "assumed-no-3a", 7_258],
      [2027, "answers", 6_258],
    ]);
    expect(buyBack.total).toBe(20_774);
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
      saving: { low: 650, high: 1_050 },
    },
    {
      name: "self-employed, CHF 100,000, 20,000 left (20–30 %)",
      refine: { employment: "self-employed", netIncome: 100_000, paid3aThisYear: 0 },
      saving: { low: 4_000, high: 6_000 },
    },
    {
      name: "self-employed, CHF 250,000, 36,288 left (30–40 %)",
      refine: { employment: "self-employed", netIncome: 250_000, paid3aThisYear: 0 },
      saving: { low: 10_900, high: 14_500 },
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
    // 4,258 × 15–25 %
    expect(pillar3a({ paid3aLastYear: 3_000 }).taxSaving.buyBack).toEqual({ low: 650, high: 1_050 });
  });
});

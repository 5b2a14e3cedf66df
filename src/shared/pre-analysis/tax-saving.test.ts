import { describe, expect, it } from "vitest";
import { marginalRateRange, taxSavingRange } from "./tax-saving";

describe("marginalRateRange (SwissHack bands from the dated table)", () => {
  it.each([
    { income: 45_000, civil: "single", children: 0, low: 0.1, high: 0.2 },
    { income: 85_000, civil: "single", children: 0, low: 0.15, high: 0.25 },
    { income: 100_000, civil: "single", children: 0, low: 0.2, high: 0.3 },
    { income: 135_000, civil: "single", children: 0, low: 0.25, high: 0.35 },
    { income: 250_000, civil: "single", children: 0, low: 0.3, high: 0.4 },
    { income: 250_000, civil: "married", children: 0, low: 0.26, high: 0.36 },
    { income: 105_000, civil: "married", children: 2, low: 0.14, high: 0.24 },
    { income: 30_000, civil: "married", children: 1, low: 0.05, high: 0.14 },
  ] as const)(
    "$civil, $children children, CHF $income, outside GE and VD",
    ({ income, civil, children, low, high }) => {
      expect(marginalRateRange(income, civil, children, "ZH", 2026).rate).toEqual({ low, high });
    },
  );

  it.each([
    // FINANCE-FIGURES.md: about 35 % in Geneva and Vaud at CHF 100,000, about 28 % in Zurich.
    { canton: "GE", income: 100_000, low: 0.26, high: 0.36 },
    { canton: "VD", income: 100_000, low: 0.26, high: 0.36 },
    { canton: "ZH", income: 100_000, low: 0.2, high: 0.3 },
    { canton: null, income: 100_000, low: 0.2, high: 0.3 },
    // Capped at 45 %.
    { canton: "GE", income: 250_000, low: 0.36, high: 0.45 },
  ] as const)("$canton, CHF $income", ({ canton, income, low, high }) => {
    const result = marginalRateRange(income, "single", 0, canton, 2026);
    expect(result.rate).toEqual({ low, high });
    expect(result.highTaxCanton).toBe(canton === "GE" || canton === "VD");
    expect(result.citation).toEqual({ source: "taux-marginaux", year: 2025 });
  });

  it.each([4_000, 25_000, 29_999])("near 0 below CHF 30,000 (CHF %i): no saving", (income) => {
    const result = marginalRateRange(income, "single", 0, "GE", 2026);
    expect(result).toMatchObject({ nearZero: true, rate: { low: 0, high: 0 } });
    expect(taxSavingRange(4_000, result.rate)).toBeNull();
  });
});

describe("taxSavingRange", () => {
  it.each([
    // 4,258 × 15 % = 638.7 and × 25 % = 1,064.5: multiples of 50 from CHF 1,000, low end down, high end up.
    { amount: 4_258, low: 0.15, high: 0.25, expected: { low: 600, high: 1_100 } },
    { amount: 20_000, low: 0.2, high: 0.3, expected: { low: 4_000, high: 6_000 } },
    // 36,288 × 30 % = 10,886.4 and × 40 % = 14,515.2: widened to 10,850 and 14,550.
    { amount: 36_288, low: 0.3, high: 0.4, expected: { low: 10_850, high: 14_550 } },
    // 7,258 × 9 % = 653.22 and × 19 % = 1,379.02.
    { amount: 7_258, low: 0.09, high: 0.19, expected: { low: 650, high: 1_400 } },
    // 1,000 × 15 % = 150 and × 25 % = 250 are exact: unchanged.
    { amount: 1_000, low: 0.15, high: 0.25, expected: { low: 150, high: 250 } },
    // 2,000 × 10 % = 200 and × 20 % = 400: multiples of 10 under CHF 1,000.
    { amount: 2_000, low: 0.1, high: 0.2, expected: { low: 200, high: 400 } },
    // 30 × 10 % = 3 and × 20 % = 6 would both round to 0 or 10: rounded outwards.
    { amount: 30, low: 0.1, high: 0.2, expected: { low: 0, high: 10 } },
  ])("CHF $amount", ({ amount, low, high, expected }) => {
    expect(taxSavingRange(amount, { low, high })).toEqual(expected);
  });

  it("widens and never narrows the exact range", () => {
    for (let amount = 1; amount <= 40_000; amount += 89) {
      const rate = { low: 0.13, high: 0.27 };
      const range = taxSavingRange(amount, rate);
      expect(range && range.low <= amount * rate.low && range.high >= amount * rate.high, String(amount)).toBe(true);
    }
  });

  it("is null when there is nothing to deduct", () => {
    expect(taxSavingRange(0, { low: 0.1, high: 0.2 })).toBeNull();
  });

  it("always gives a range with low < high", () => {
    for (let amount = 1; amount <= 40_000; amount += 97) {
      for (const income of [30_000, 70_000, 100_000, 130_000, 500_000]) {
        for (const civil of ["single", "married"] as const) {
          for (const canton of ["GE", "ZH"]) {
            const range = taxSavingRange(amount, marginalRateRange(income, civil, 1, canton, 2026).rate);
            expect(range && range.low < range.high, `${amount} ${income} ${civil} ${canton}`).toBe(true);
          }
        }
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import { swissDate } from "./civil-date";
import { analyseLamal, lamalDeadlines, recommendedOption } from "./lamal";
import { answers } from "./testing/test-profiles";

const today = swissDate(new Date("2026-11-22T10:00:00Z"));

/** Unknown premium and deductible: totals relative to the premium P of the 300 deductible. */
function relativeTotals(costs: number) {
  const lamal = analyseLamal(
    answers({
      monthlyPremium: undefined,
      currentDeductible: "unknown",
      expectedCosts: "amount",
      expectedCostsAmount: costs,
    }),
    today,
    2026,
  );
  return lamal;
}

describe("analyseLamal, yearly total of each deductible relative to the 300 premium P (hand-checked)", () => {
  // total = P − 0.7 × (d − 300) + min(costs, d) + min(10 % × max(0, costs − d), 700)
  it.each([
    { costs: 0, totals: [0, -140, -490, -840, -1_190, -1_540], cheapest: 2_500 },
    { costs: 1_000, totals: [370, 410, 510, 160, -190, -540], cheapest: 2_500 },
    // 2,500 is CHF 10 cheaper than 300, a negligible gap: the lower-risk 300 is recommended.
    { costs: 2_000, totals: [470, 510, 610, 710, 810, 460], cheapest: 300 },
    { costs: 5_000, totals: [770, 810, 910, 1_010, 1_110, 1_210], cheapest: 300 },
  ])("costs CHF $costs", ({ costs, totals, cheapest }) => {
    const lamal = relativeTotals(costs);
    expect(lamal.mode).toBe("relative-to-300");
    expect(lamal.options.map((o) => o.deductible)).toEqual([300, 500, 1_000, 1_500, 2_000, 2_500]);
    expect(lamal.options.map((o) => o.total)).toEqual(totals);
    expect(lamal.cheapestDeductible).toBe(cheapest);
    expect(lamal.savingVsCurrent).toBeNull();
  });

  it("splits each total into premium, deductible paid and cost share", () => {
    const option = relativeTotals(5_000).options[0];
    expect(option).toEqual({ deductible: 300, premium: 0, deductiblePaid: 300, costShare: 470, total: 770 });
    const capped = analyseLamal(answers({ expectedCosts: "high", currentDeductible: "unknown" }), today, 2026)
      .options[0];
    expect(capped?.costShare).toBe(470);
    const large = relativeTotals(20_000).options[0];
    expect(large?.costShare).toBe(700);
  });
});

describe("analyseLamal with the person's premium", () => {
  it("derives the 300 premium assuming the legal maximum reduction", () => {
    // CHF 400 a month at 2,500: 4,800 a year, so 4,800 + 1,540 = 6,340 at 300.
    const lamal = analyseLamal(
      answers({ monthlyPremium: 400, currentDeductible: 2500, expectedCosts: "high" }),
      today,
      2026,
    );
    expect(lamal.mode).toBe("absolute");
    expect(lamal.options.map((o) => o.premium)).toEqual([6_340, 6_200, 5_850, 5_500, 5_150, 4_800]);
    // Costs 5,000: 300 costs P + 770 = 7,110, 2,500 costs P + 1,210 = 7,550.
    expect(lamal.cheapestDeductible).toBe(300);
    expect(lamal.savingVsCurrent).toBe(440);
  });

  it("gives the saving vs. the current deductible even without the premium", () => {
    const lamal = analyseLamal(
      answers({
        monthlyPremium: undefined,
        currentDeductible: 300,
        expectedCosts: "amount",
        expectedCostsAmount: 1_000,
      }),
      today,
      2026,
    );
    expect(lamal.mode).toBe("relative-to-300");
    expect(lamal.savingVsCurrent).toBe(370 + 540);
  });

  it.each([
    { expectedCosts: "low", amount: 300 },
    { expectedCosts: "medium", amount: 1_500 },
    { expectedCosts: "high", amount: 5_000 },
  ] as const)("assumes CHF $amount for $expectedCosts costs", ({ expectedCosts, amount }) => {
    expect(analyseLamal(answers({ expectedCosts }), today, 2026).expectedCosts).toEqual({
      amount,
      basis: expectedCosts,
    });
  });
});

describe("lamalDeadlines", () => {
  it.each([
    {
      today: { year: 2026, month: 11, day: 22 },
      lowerBy: "2026-11-30",
      lowerEffectiveFrom: "2027-01-01",
      lowerWindowPassed: false,
    },
    {
      today: { year: 2026, month: 11, day: 30 },
      lowerBy: "2026-11-30",
      lowerEffectiveFrom: "2027-01-01",
      lowerWindowPassed: false,
    },
    {
      today: { year: 2026, month: 12, day: 1 },
      lowerBy: "2027-11-30",
      lowerEffectiveFrom: "2028-01-01",
      lowerWindowPassed: true,
    },
    {
      today: { year: 2026, month: 3, day: 10 },
      lowerBy: "2026-11-30",
      lowerEffectiveFrom: "2027-01-01",
      lowerWindowPassed: false,
    },
  ])("on $today.year-$today.month-$today.day", ({ today: date, ...expected }) => {
    expect(lamalDeadlines(date, 2026)).toEqual({
      ...expected,
      raiseBy: "2026-12-31",
      raiseEffectiveFrom: "2027-01-01",
    });
  });
});

describe("recommendedOption: a gap under CHF 100 a year is negligible, the lower deductible wins", () => {
  const options = (totals: number[]) =>
    [300, 500, 1_000, 1_500, 2_000, 2_500].map((deductible, i) => ({
      deductible,
      premium: 0,
      deductiblePaid: 0,
      costShare: 0,
      total: totals[i] ?? 0,
    }));
  it.each([
    // Cheapest 2,500 at 460; 300 at 470 is within 100: 300.
    { totals: [470, 510, 610, 710, 810, 460], recommended: 300 },
    // Gap 99 → tie; gap 100 → not.
    { totals: [559, 600, 600, 600, 600, 460], recommended: 300 },
    { totals: [560, 600, 600, 600, 600, 460], recommended: 2_500 },
    // 1,000 is the lowest deductible within 100 of 2,000's 300.
    { totals: [500, 450, 380, 350, 300, 320], recommended: 1_000 },
    { totals: [0, -140, -490, -840, -1_190, -1_540], recommended: 2_500 },
    { totals: [770, 810, 910, 1_010, 1_110, 1_210], recommended: 300 },
  ])("$totals → $recommended", ({ totals, recommended }) => {
    expect(recommendedOption(options(totals)).deductible).toBe(recommended);
  });

  it.each([
    // Costs 2,000, current 300 (totals 470 vs 460 for 2,500): keep 300, the gap of 10 is negligible.
    { current: 300, costs: 2_000, recommended: 300, lowest: 2_500, gap: 10, change: "keep", saving: 0 },
    // Current 2,500: 300 costs 10 more, but less risk: lower, "saving" -10.
    { current: 2500, costs: 2_000, recommended: 300, lowest: 2_500, gap: 10, change: "lower", saving: -10 },
    // Costs 1,500 (premium 400 at 300): 300 → 5,220, 2,500 → 4,760: raise, saving 460.
    { current: 300, costs: 1_500, recommended: 2_500, lowest: 2_500, gap: 0, change: "raise", saving: 460 },
  ] as const)("current $current, costs $costs → $change", ({ current, costs, ...expected }) => {
    const lamal = analyseLamal(
      answers({ currentDeductible: current, expectedCosts: "amount", expectedCostsAmount: costs }),
      today,
      2026,
    );
    expect(lamal).toMatchObject({
      cheapestDeductible: expected.recommended,
      lowestCostDeductible: expected.lowest,
      gapToLowestCost: expected.gap,
      change: expected.change,
      savingVsCurrent: expected.saving,
    });
  });
});

describe("a monthly premium of CHF 0 is treated as not given", () => {
  it.each([
    { monthlyPremium: 0, mode: "relative-to-300", annualPremium: null, ignored: true },
    { monthlyPremium: undefined, mode: "relative-to-300", annualPremium: null, ignored: false },
    { monthlyPremium: 300, mode: "absolute", annualPremium: 3_600, ignored: false },
  ] as const)("$monthlyPremium a month", ({ monthlyPremium, mode, annualPremium, ignored }) => {
    const lamal = analyseLamal(answers({ monthlyPremium, currentDeductible: 2500 }), today, 2026);
    expect(lamal).toMatchObject({ mode, annualPremium, zeroPremiumIgnored: ignored });
    expect(lamal.options.every((o) => o.premium >= 0 || mode === "relative-to-300")).toBe(true);
  });
});

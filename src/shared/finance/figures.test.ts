import { describe, expect, it } from "vitest";
import { FIGURE_SOURCES, FIGURES, type FigureKey, figure } from "./figures";

describe("figure", () => {
  it.each([
    { key: "pillar3aMaxWithPensionFund", year: 2024, value: 7_056 },
    { key: "pillar3aMaxWithPensionFund", year: 2025, value: 7_258 },
    { key: "pillar3aMaxWithPensionFund", year: 2026, value: 7_258 },
    { key: "pillar3aMaxWithoutPensionFund", year: 2024, value: { incomeRate: 0.2, cap: 35_280 } },
    { key: "pillar3aMaxWithoutPensionFund", year: 2026, value: { incomeRate: 0.2, cap: 36_288 } },
    { key: "lamalMaxPremiumReduction", year: 2026, value: { rate: 0.7, baseDeductible: 300 } },
    { key: "lamalCostShare", year: 2026, value: { rate: 0.1, maxAdult: 700, maxChild: 350 } },
  ] as const)("$key for $year", ({ key, year, value }) => {
    expect(figure(key, year)).toMatchObject({ value, year, requestedYear: year });
  });

  it("gives the latest earlier year's figure for a year not in the table, and says which year it is from", () => {
    expect(figure("pillar3aMaxWithPensionFund", 2027)).toMatchObject({ value: 7_258, year: 2026, requestedYear: 2027 });
    expect(figure("genevaTou", 2026)).toMatchObject({ year: 2025, requestedYear: 2026, source: "ge-guide-is" });
  });

  it("gives the earliest row for a year before the whole table, naming its year", () => {
    expect(figure("pillar3aMaxWithPensionFund", 2020)).toMatchObject({ value: 7_056, year: 2024 });
  });

  it("holds the 1983-agreement cantons and the frontalier rules", () => {
    expect(figure("agreement1983Cantons", 2026).value).toEqual(["BE", "SO", "BS", "BL", "VD", "VS", "NE", "JU"]);
    expect(figure("genevaTou", 2026).value).toEqual({
      minSwissIncomeShare: 0.9,
      requestDeadlineNextYear: { month: 3, day: 31 },
      compulsoryAboveGross: 120_000,
    });
    expect(figure("telework", 2026).value).toEqual({ taxNeutralMaxShare: 0.4, swissSocialSecurityMaxShare: 0.499 });
    expect(figure("frontalierHealthOption", 2026).value).toEqual({ choiceWithinMonths: 3, cmuRate: 0.08 });
    expect(figure("pillar3aBuyBack", 2026).value).toEqual({
      firstBuyBackYear: 2026,
      firstMissedYear: 2025,
      maxYearsBack: 10,
      maxPerMissedYear: 7_258,
    });
  });
});

describe("FIGURES", () => {
  const rows = Object.entries(FIGURES).flatMap(([key, list]) => list.map((row) => ({ key: key as FigureKey, ...row })));

  it("names, for every row, a year and a known source", () => {
    for (const row of rows) {
      expect(Number.isInteger(row.year), row.key).toBe(true);
      expect(FIGURE_SOURCES[row.source], row.key).toBeDefined();
    }
  });

  it("has at most one row per figure and year", () => {
    const ids = rows.map((row) => `${row.key}-${row.year}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The references as FINANCE-FIGURES.md gives them.
  it.each([
    { source: "ofas-3a", mentions: ["Stand 2025/26", "16.11.2025"] },
    { source: "opp3-rachat", mentions: ["OPP 3", "6.11.2024", "1.1.2025"] },
    { source: "oamal-103-1", mentions: ["art. 103 al. 1"] },
    { source: "oamal-93-1", mentions: ["art. 93 al. 1"] },
    { source: "oamal-103-2", mentions: ["art. 103 al. 2", "LAMal", "art. 64"] },
    { source: "oamal-95-2bis", mentions: ["art. 95 al. 2bis", "1.1.2010"] },
    { source: "lamal-64-5", mentions: ["art. 64 al. 5"] },
    { source: "franchise-delais", mentions: ["assureurs", "patients"] },
    { source: "ge-guide-is", mentions: ["impôt à la source 2025", "8.2"] },
    { source: "accord-1983", mentions: ["11.4.1983"] },
    { source: "teletravail-2022", mentions: ["22.12.2022", "1.1.2023", "UE/AELE"] },
    { source: "droit-option", mentions: ["droit d'option", "sécurité sociale"] },
  ] as const)("$source is referenced as in FINANCE-FIGURES.md", ({ source, mentions }) => {
    for (const mention of mentions) expect(FIGURE_SOURCES[source].reference).toContain(mention);
  });
});

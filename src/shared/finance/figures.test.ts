import { describe, expect, it } from "vitest";
import { FIGURE_SOURCES } from "./figure-sources";
import { FIGURES, type FigureKey, figure } from "./figures";
import { appliesTo, type Employment, type ResidenceCountry } from "./population";

describe("figure", () => {
  it.each([
    { key: "pillar3aMaxWithPensionFund", year: 2024, value: 7_056 },
    { key: "pillar3aMaxWithPensionFund", year: 2025, value: 7_258 },
    { key: "pillar3aMaxWithPensionFund", year: 2026, value: 7_258 },
    { key: "pillar3aMaxWithoutPensionFund", year: 2024, value: { incomeRate: 0.2, cap: 35_280 } },
    { key: "pillar3aMaxWithoutPensionFund", year: 2026, value: { incomeRate: 0.2, cap: 36_288 } },
    { key: "lamalMaxPremiumReduction", year: 2026, value: { rate: 0.7, baseDeductible: 300 } },
    { key: "lamalCostShare", year: 2026, value: { rate: 0.1, maxAdult: 700, maxChild: 350 } },
    // FINANCE-FIGURES.md, "Occupational pension (LPP), 2025 and 2026": the coordinated salary runs 3,780 – 64,260.
    {
      key: "lppLimits",
      year: 2026,
      value: { entryThreshold: 22_680, coordinationDeduction: 26_460, upperLimit: 90_720, minCoordinated: 3_780 },
    },
    { key: "lppMinimumInterest", year: 2026, value: 0.0125 },
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
    });
    expect(figure("residentSourceTou", 2026).value).toEqual({
      compulsoryFromGross: 120_000,
      requestDeadlineNextYear: { month: 3, day: 31 },
    });
    expect(figure("telework", 2026).value).toEqual({ taxNeutralMaxShare: 0.4 });
    expect(figure("teleworkSocialSecurity", 2026).value).toEqual({ a1FromShare: 0.25, swissMaxShare: 0.499 });
    expect(figure("italyAgreement", 2026).value).toMatchObject({
      cantons: ["TI", "GR", "VS"],
      appliedFrom: 2024,
      borderZoneKm: 20,
      oldFrontalierFrom: "2018-12-31",
      communesCompensationUntil: 2033,
    });
    expect(figure("italyAgreement", 2026).value).not.toHaveProperty("oldFrontaliersSwissOnlyUntil");
    expect(figure("italyTelework", 2026).value).toEqual({ taxNeutralMaxShare: 0.25 });
    expect(figure("germanyCrossBorder", 2026).value).toEqual({ maxSwissSourceTaxRate: 0.045, maxNonReturnDays: 60 });
    expect(figure("healthExemption", 2026).value).toEqual({ requestWithinMonths: 3 });
    expect(figure("frontalierHealthOption", 2026).value).toEqual({ choiceWithinMonths: 3, cmuRate: 0.08 });
    expect(figure("pillar3aBuyBack", 2026).value).toEqual({
      firstBuyBackYear: 2026,
      firstMissedYear: 2025,
      maxYearsBack: 10,
      maxPerBuyBackYear: 7_258,
    });
  });
});

describe("every rule names its population (FINANCE-FIGURES.md, corrected 2026-11-25)", () => {
  const frontalier = (
    residenceCountry: ResidenceCountry | null,
    canton: string | null,
    employment: Employment = "employee",
  ) => ({
    status: "frontalier" as const,
    residenceCountry,
    canton,
    residentTaxation: null,
    insurance: null,
    employment,
  });
  const resident = (residentTaxation: "ordinary" | "source" | null) => ({
    status: "resident" as const,
    residenceCountry: null,
    canton: "GE",
    residentTaxation,
    insurance: null,
    employment: "employee" as const,
  });

  it.each([
    // The compulsory TOU above CHF 120,000 is for residents taxed at source only, never for frontaliers.
    { key: "residentSourceTou", person: frontalier("FR", "GE"), applies: "no" },
    { key: "residentSourceTou", person: resident("source"), applies: "yes" },
    { key: "residentSourceTou", person: resident("ordinary"), applies: "no" },
    { key: "residentSourceTou", person: resident(null), applies: "unknown" },
    // The Geneva TOU on request: frontaliers working in Geneva, whatever their country.
    { key: "genevaTou", person: frontalier("IT", "GE"), applies: "yes" },
    { key: "genevaTou", person: frontalier("FR", "VD"), applies: "no" },
    { key: "genevaTou", person: resident("source"), applies: "no" },
    // The 1983 agreement: living in France, working in one of its cantons.
    { key: "agreement1983Cantons", person: frontalier("FR", "VS"), applies: "yes" },
    { key: "agreement1983Cantons", person: frontalier("IT", "VS"), applies: "no" },
    { key: "agreement1983Cantons", person: frontalier(null, "VS"), applies: "unknown" },
    // Italy: living in Italy, working in TI, GR or VS.
    { key: "italyAgreement", person: frontalier("IT", "TI"), applies: "yes" },
    { key: "italyAgreement", person: frontalier("FR", "TI"), applies: "no" },
    // The 40 % telework rule and the CMU: frontaliers living in France.
    { key: "telework", person: frontalier("IT", "TI"), applies: "no" },
    { key: "frontalierHealthOption", person: frontalier("FR", "GE"), applies: "yes" },
    { key: "frontalierHealthOption", person: frontalier("IT", "GE"), applies: "no" },
    // Issue 39: the 25 % telework rule is the agreement frontaliers' only; an Italian resident in Zurich has the treaty.
    { key: "italyTelework", person: frontalier("IT", "TI"), applies: "yes" },
    { key: "italyTelework", person: frontalier("IT", "ZH"), applies: "no" },
    { key: "italyTreaty", person: frontalier("IT", "ZH"), applies: "yes" },
    // Source taxation and the frontalier agreements cover employees only.
    { key: "genevaTou", person: frontalier("FR", "GE", "self-employed"), applies: "no" },
    { key: "agreement1983Cantons", person: frontalier("FR", "VD", "self-employed"), applies: "no" },
    { key: "italyAgreement", person: frontalier("IT", "TI", "self-employed"), applies: "no" },
    { key: "selfEmployedFrontalier", person: frontalier("FR", "GE", "self-employed"), applies: "yes" },
    { key: "selfEmployedFrontalier", person: frontalier("FR", "GE"), applies: "no" },
    // Germany and Austria, in every canton.
    { key: "germanyCrossBorder", person: frontalier("DE", "BS"), applies: "yes" },
    { key: "germanyCrossBorder", person: frontalier("DE", "ZH"), applies: "yes" },
    { key: "germanyCrossBorder", person: frontalier(null, "BS"), applies: "unknown" },
    { key: "germanyCrossBorder", person: frontalier("FR", "BS"), applies: "no" },
    { key: "austriaWorker", person: frontalier("AT", "SG"), applies: "yes" },
    { key: "agreement1983Cantons", person: frontalier("DE", "BS"), applies: "no" },
    // LAMal by default with an exemption on request: Italy, Germany, Austria; France has its option instead.
    { key: "healthExemption", person: frontalier("DE", "BS"), applies: "yes" },
    { key: "healthExemption", person: frontalier("AT", "SG"), applies: "yes" },
    { key: "healthExemption", person: frontalier("IT", "TI"), applies: "yes" },
    { key: "healthExemption", person: frontalier("FR", "GE"), applies: "no" },
    // The A1 rule is verified for France, Italy and Germany; not for Austria.
    { key: "teleworkSocialSecurity", person: frontalier("DE", "BS"), applies: "yes" },
    { key: "teleworkSocialSecurity", person: frontalier("AT", "SG"), applies: "no" },
  ] as const)(
    "$key for $person.status $person.residenceCountry $person.residentTaxation: $applies",
    ({ key, person, applies }) => {
      expect(appliesTo(figure(key, 2026).population, person)).toBe(applies);
    },
  );

  it("LAMal rules apply to the insured at the LAMal only", () => {
    const population = figure("lamalMaxPremiumReduction", 2026).population;
    expect(appliesTo(population, { ...resident("ordinary"), insurance: "other" })).toBe("no");
    expect(appliesTo(population, { ...resident("ordinary"), insurance: "lamal" })).toBe("yes");
  });
});

describe("FIGURES", () => {
  const rows = Object.entries(FIGURES).flatMap(([key, list]) => list.map((row) => ({ key: key as FigureKey, ...row })));

  it("names, for every row, a year, a known source and a population", () => {
    for (const row of rows) {
      expect(Number.isInteger(row.year), row.key).toBe(true);
      expect(FIGURE_SOURCES[row.source], row.key).toBeDefined();
      expect(row.population.status.length, row.key).toBeGreaterThan(0);
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
    { source: "lamal-7-oamal-94", mentions: ["LAMal", "art. 7 al. 2", "OAMal", "art. 94 al. 1"] },
    { source: "protocole-italie-2024", mentions: ["2024", "25 %"] },
    { source: "cdi-suisse-italie", mentions: ["art. 15"] },
    { source: "oamal-2-6", mentions: ["art. 2 al. 6", "147 V 387"] },
    { source: "cdi-suisse-allemagne", mentions: ["art. 15a", "§ 36 EStG", "26.7.2022"] },
    { source: "cdi-suisse-autriche", mentions: ["21.3.2006", "06.043"] },
    { source: "lifd-5", mentions: ["art. 5 al. 1 let. a", "circulaire n° 45"] },
    {
      source: "ge-guide-is",
      mentions: ["LIFD art. 99a", "OIS art. 10", "quasi-résident", "impôt à la source 2025", "8.2"],
    },
    { source: "lifd-89", mentions: ["LIFD", "art. 89", "OIS", "art. 9"] },
    { source: "accord-italie-2020", mentions: ["23.12.2020", "17.7.2023", "1.1.2024"] },
    { source: "taux-marginaux", mentions: ["finpension", "comparis"] },
    { source: "accord-cadre-ue-aele", mentions: ["UE/AELE", "A1"] },
    { source: "accord-1983", mentions: ["11.4.1983"] },
    { source: "teletravail-2022", mentions: ["22.12.2022", "1.1.2023"] },
    { source: "droit-option", mentions: ["droit d'option", "sécurité sociale"] },
    { source: "ofas-lpp", mentions: ["30 240", "2026", "5.11.2025"] },
  ] as const)("$source is referenced as in FINANCE-FIGURES.md", ({ source, mentions }) => {
    for (const mention of mentions) expect(FIGURE_SOURCES[source].reference).toContain(mention);
  });
});

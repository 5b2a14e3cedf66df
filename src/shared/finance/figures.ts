/**
 * The official Swiss figures the pre-analysis relies on, as one dated table: each row gives a value, the year it
 * applies to and its source. The yearly review changes this file only; every row is traceable to
 * docs/finance-figures.md (checked 2026-11, corrected 2026-11-25). Every row names the population it applies
 * to (see population.ts): the engine applies a rule only to that population, and says so when it cannot tell.
 */
import type { FigureSourceKey } from "./figure-sources";
import type { Population } from "./population";

export interface CalendarDay {
  month: number;
  day: number;
}

/** The value type of each figure. */
export interface FigureValues {
  pillar3aMaxWithPensionFund: number;
  /** The occupational pension's limits (LPP): from the entry threshold on, an employee is insured. */
  lppLimits: { entryThreshold: number; coordinationDeduction: number; upperLimit: number; minCoordinated: number };
  /** The minimum interest rate on the LPP's compulsory savings. */
  lppMinimumInterest: number;
  /** Without a pension fund (employee without LPP, self-employed): a share of net earned income, capped. */
  pillar3aMaxWithoutPensionFund: { incomeRate: number; cap: number };
  pillar3aBuyBack: {
    firstBuyBackYear: number;
    firstMissedYear: number;
    maxYearsBack: number;
    /** One buy-back per buy-back year, at most this in total, whatever the number of missed years it covers. */
    maxPerBuyBackYear: number;
  };
  lamalOrdinaryDeductible: number;
  lamalOptionalDeductibles: readonly number[];
  lamalChildDeductible: { default: number; optionMin: number; optionMax: number };
  lamalCostShare: { rate: number; maxAdult: number; maxChild: number };
  /** Premium reduction at most rate × (deductible − base) per year. */
  lamalMaxPremiumReduction: { rate: number; baseDeductible: number };
  lamalHospitalContributionPerDay: number;
  /** Lowering the deductible (or changing insurer): by the last working day of this month; raising: until this day. */
  lamalDeductibleChange: { lowerByLastWorkingDayOfMonth: number; raiseUntil: CalendarDay };
  /** Frontaliers taxed at source in Geneva: a TOU only on request, at ≥ 90 %, every year, irrevocable once filed. */
  genevaTou: { minSwissIncomeShare: number; requestDeadlineNextYear: CalendarDay };
  /** Residents taxed at source: compulsory TOU from this gross income on (either spouse), until source taxation ends; below it, on request. */
  residentSourceTou: { compulsoryFromGross: number; requestDeadlineNextYear: CalendarDay };
  /** A TOU on request, once granted, applies every following year until source taxation ends. */
  residentTouOnRequest: { untilSourceTaxationEnds: true };
  /** Married couples: the spouses' incomes are added for the rate. */
  coupleIncomeAdded: { added: true };
  /** Everyone living in Switzerland must have basic LAMal insurance. */
  lamalCompulsory: { compulsory: true };
  agreement1983Cantons: readonly string[];
  /** Above the tax-neutral share, a 1983-agreement frontalier loses the status. */
  telework: { taxNeutralMaxShare: number };
  /**
   * Swiss social security: below `a1FromShare` of telework it stays Swiss; from it up to `swissMaxShare` only with an
   * A1 certificate requested by the employer (EU/EFTA/Swiss nationals).
   */
  teleworkSocialSecurity: { a1FromShare: number; swissMaxShare: number };
  frontalierHealthOption: { choiceWithinMonths: number; cmuRate: number };
  italyAgreement: {
    cantons: readonly string[];
    /** Agreement frontaliers live within this distance of the border. */
    borderZoneKm: number;
    appliedFrom: number;
    /** ISO date: who started working in Switzerland from then on is a "new" frontalier. */
    newFrontalierFrom: string;
    /** ISO date: who already worked in GR/TI/VS from then until newFrontalierFrom stays taxed only in Switzerland. */
    oldFrontalierFrom: string;
    swissShareOfSourceTax: number;
    /** When Switzerland stops paying Italian border communes their share; not an end of the old frontaliers' rule. */
    communesCompensationUntil: number;
  };
  /** Agreement frontaliers only: telework tax-neutral up to this share (protocol of 2024). */
  italyTelework: { taxNeutralMaxShare: number };
  /** Italian residents who are not agreement frontaliers: the days worked in Italy are taxed there from day one. */
  italyTreaty: { taxNeutralMaxShare: number };
  /** Frontaliers living in Italy, Germany or Austria: LAMal by default, exemption on request within months, irrevocable. */
  healthExemption: { requestWithinMonths: number };
  /** German Grenzgänger: taxed in Germany, Swiss source tax at most this rate with form Gre-1; the 60-day rule. */
  germanyCrossBorder: { maxSwissSourceTaxRate: number; maxNonReturnDays: number };
  /** Austrian residents: the old frontalier source tax rate, repealed in 2006; ordinary source tax instead. */
  austriaWorker: { repealedFrontalierRate: number; repealedOn: string };
  /**
   * Self-employed people living abroad: never taxed at source (except artists, athletes, speakers and board members);
   * Switzerland taxes only what a fixed base there earns, the residence country taxes the rest and credits the Swiss part.
   */
  selfEmployedFrontalier: { taxedAtSource: false };
  /**
   * SwissHack bands drawn from the source: the combined marginal rate of a single person without children by net
   * income, higher by `highTaxExtra` in the high-tax cantons, and near 0 below `nearZeroBelow`.
   */
  marginalRates: {
    nearZeroBelow: number;
    bands: readonly { fromIncome: number; low: number; high: number }[];
    highTaxCantons: readonly string[];
    highTaxExtra: number;
  };
}

export type FigureKey = keyof FigureValues;

interface FigureRow<T> {
  year: number;
  value: T;
  source: FigureSourceKey;
  /** Who the rule applies to. */
  population: Population;
}

const EVERYONE: Population = { status: ["resident", "frontalier"] };
/** Source taxation and the frontalier agreements cover employees only (AFC circular 45). */
const EMPLOYEES = ["employee"] as const;
const IN_LAMAL: Population = { status: ["resident", "frontalier"], insurance: ["lamal"] };
/** Where a frontalier living in France is taxed in France (agreement of 11.4.1983). */
export const AGREEMENT_1983_CANTONS = ["BE", "SO", "BS", "BL", "VD", "VS", "NE", "JU"] as const;
/** Where an Italian resident may be a frontalier of the 2020 agreement (within 20 km of the border). */
export const ITALY_AGREEMENT_CANTONS = ["TI", "GR", "VS"] as const;
/** The 2020 agreement's frontaliers: living in Italy (within 20 km of the border), employed in GR, TI or VS. */
const ITALY_AGREEMENT_FRONTALIERS: Population = {
  status: ["frontalier"],
  residenceCountries: ["IT"],
  cantons: ITALY_AGREEMENT_CANTONS,
  employment: EMPLOYEES,
};

/** Employees working in Switzerland, whatever their residence: the LPP insures them from its entry threshold. */
const LPP_INSURED: Population = { status: ["resident", "frontalier"], employment: EMPLOYEES };

export const FIGURES: { readonly [K in FigureKey]: readonly FigureRow<FigureValues[K]>[] } = {
  pillar3aMaxWithPensionFund: [
    { year: 2024, value: 7_056, source: "ofas-3a", population: EVERYONE },
    { year: 2025, value: 7_258, source: "ofas-3a", population: EVERYONE },
    { year: 2026, value: 7_258, source: "ofas-3a", population: EVERYONE },
  ],
  lppLimits: [2025, 2026].map((year) => ({
    year,
    value: { entryThreshold: 22_680, coordinationDeduction: 26_460, upperLimit: 90_720, minCoordinated: 3_780 },
    source: "ofas-lpp" as const,
    population: LPP_INSURED,
  })),
  lppMinimumInterest: [{ year: 2026, value: 0.0125, source: "ofas-lpp", population: LPP_INSURED }],
  pillar3aMaxWithoutPensionFund: [
    { year: 2024, value: { incomeRate: 0.2, cap: 35_280 }, source: "ofas-3a", population: EVERYONE },
    { year: 2025, value: { incomeRate: 0.2, cap: 36_288 }, source: "ofas-3a", population: EVERYONE },
    { year: 2026, value: { incomeRate: 0.2, cap: 36_288 }, source: "ofas-3a", population: EVERYONE },
  ],
  pillar3aBuyBack: [
    {
      year: 2026,
      value: { firstBuyBackYear: 2026, firstMissedYear: 2025, maxYearsBack: 10, maxPerBuyBackYear: 7_258 },
      source: "opp3-rachat",
      population: EVERYONE,
    },
  ],
  lamalOrdinaryDeductible: [{ year: 2026, value: 300, source: "oamal-103-1", population: IN_LAMAL }],
  lamalOptionalDeductibles: [
    { year: 2026, value: [500, 1_000, 1_500, 2_000, 2_500], source: "oamal-93-1", population: IN_LAMAL },
  ],
  lamalChildDeductible: [
    { year: 2026, value: { default: 0, optionMin: 100, optionMax: 600 }, source: "oamal-93-1", population: IN_LAMAL },
  ],
  lamalCostShare: [
    { year: 2026, value: { rate: 0.1, maxAdult: 700, maxChild: 350 }, source: "oamal-103-2", population: IN_LAMAL },
  ],
  lamalMaxPremiumReduction: [
    { year: 2026, value: { rate: 0.7, baseDeductible: 300 }, source: "oamal-95-2bis", population: IN_LAMAL },
  ],
  lamalHospitalContributionPerDay: [{ year: 2026, value: 15, source: "lamal-64-5", population: IN_LAMAL }],
  lamalDeductibleChange: [
    {
      year: 2026,
      value: { lowerByLastWorkingDayOfMonth: 11, raiseUntil: { month: 12, day: 31 } },
      source: "lamal-7-oamal-94",
      population: IN_LAMAL,
    },
  ],
  genevaTou: [
    {
      year: 2025,
      value: { minSwissIncomeShare: 0.9, requestDeadlineNextYear: { month: 3, day: 31 } },
      source: "ge-guide-is",
      population: { status: ["frontalier"], cantons: ["GE"], employment: EMPLOYEES },
    },
  ],
  residentSourceTou: [
    {
      year: 2025,
      value: { compulsoryFromGross: 120_000, requestDeadlineNextYear: { month: 3, day: 31 } },
      source: "lifd-89",
      population: { status: ["resident"], residentTaxation: ["source"] },
    },
  ],
  residentTouOnRequest: [
    {
      year: 2025,
      value: { untilSourceTaxationEnds: true },
      source: "lifd-89a-5",
      population: { status: ["resident"], residentTaxation: ["source"] },
    },
  ],
  coupleIncomeAdded: [{ year: 2026, value: { added: true }, source: "lifd-9-1", population: EVERYONE }],
  lamalCompulsory: [
    { year: 2026, value: { compulsory: true }, source: "lamal-3-1", population: { status: ["resident"] } },
  ],
  agreement1983Cantons: [
    {
      year: 2026,
      value: AGREEMENT_1983_CANTONS,
      source: "accord-1983",
      population: {
        status: ["frontalier"],
        residenceCountries: ["FR"],
        cantons: AGREEMENT_1983_CANTONS,
        employment: EMPLOYEES,
      },
    },
  ],
  telework: [
    {
      year: 2026,
      value: { taxNeutralMaxShare: 0.4 },
      source: "teletravail-2022",
      population: { status: ["frontalier"], residenceCountries: ["FR"], employment: EMPLOYEES },
    },
  ],
  teleworkSocialSecurity: [
    {
      year: 2026,
      value: { a1FromShare: 0.25, swissMaxShare: 0.499 },
      source: "accord-cadre-ue-aele",
      // Verified for France, Italy and Germany (FINANCE-FIGURES.md); elsewhere, Austria included, to check.
      population: { status: ["frontalier"], residenceCountries: ["FR", "IT", "DE"], employment: EMPLOYEES },
    },
  ],
  frontalierHealthOption: [
    {
      year: 2026,
      value: { choiceWithinMonths: 3, cmuRate: 0.08 },
      source: "droit-option",
      population: { status: ["frontalier"], residenceCountries: ["FR"] },
    },
  ],
  italyAgreement: [
    {
      year: 2024,
      value: {
        cantons: ITALY_AGREEMENT_CANTONS,
        borderZoneKm: 20,
        appliedFrom: 2024,
        newFrontalierFrom: "2023-07-17",
        oldFrontalierFrom: "2018-12-31",
        swissShareOfSourceTax: 0.8,
        communesCompensationUntil: 2033,
      },
      source: "accord-italie-2020",
      population: ITALY_AGREEMENT_FRONTALIERS,
    },
  ],
  italyTelework: [
    {
      year: 2024,
      value: { taxNeutralMaxShare: 0.25 },
      source: "protocole-italie-2024",
      population: ITALY_AGREEMENT_FRONTALIERS,
    },
  ],
  italyTreaty: [
    {
      year: 2024,
      value: { taxNeutralMaxShare: 0 },
      source: "cdi-suisse-italie",
      // Italian residents outside the agreement (e.g. working in Zurich); agreement frontaliers have their 25 %.
      population: { status: ["frontalier"], residenceCountries: ["IT"], employment: EMPLOYEES },
    },
  ],
  healthExemption: [
    {
      year: 2026,
      value: { requestWithinMonths: 3 },
      source: "oamal-2-6",
      population: { status: ["frontalier"], residenceCountries: ["IT", "DE", "AT"] },
    },
  ],
  germanyCrossBorder: [
    {
      year: 2026,
      value: { maxSwissSourceTaxRate: 0.045, maxNonReturnDays: 60 },
      source: "cdi-suisse-allemagne",
      population: { status: ["frontalier"], residenceCountries: ["DE"], employment: EMPLOYEES },
    },
  ],
  austriaWorker: [
    {
      year: 2026,
      value: { repealedFrontalierRate: 0.03, repealedOn: "2006-03-21" },
      source: "cdi-suisse-autriche",
      population: { status: ["frontalier"], residenceCountries: ["AT"], employment: EMPLOYEES },
    },
  ],
  selfEmployedFrontalier: [
    {
      year: 2026,
      value: { taxedAtSource: false },
      source: "lifd-5",
      population: { status: ["frontalier"], employment: ["self-employed"] },
    },
  ],
  marginalRates: [
    {
      year: 2025,
      value: {
        nearZeroBelow: 30_000,
        bands: [
          { fromIncome: 30_000, low: 0.1, high: 0.2 },
          { fromIncome: 60_000, low: 0.15, high: 0.25 },
          { fromIncome: 90_000, low: 0.2, high: 0.3 },
          { fromIncome: 120_000, low: 0.25, high: 0.35 },
          { fromIncome: 150_000, low: 0.3, high: 0.4 },
        ],
        highTaxCantons: ["GE", "VD"],
        highTaxExtra: 0.06,
      },
      source: "taux-marginaux",
      // Taxed on the ordinary scale: residents, and frontaliers only through a TOU.
      population: EVERYONE,
    },
  ],
};

/** Where a figure comes from: its source and the year the figure applies to (JSON-serialisable). */
export interface Citation {
  source: FigureSourceKey;
  year: number;
}

export interface DatedFigure<T> extends Citation {
  value: T;
  population: Population;
  /** The year that was asked for; differs from `year` when the table has no row for it. */
  requestedYear: number;
}

/**
 * The figure for a year: that year's row, else the latest earlier one. For a year before the whole table, the
 * earliest row. `year` always says which year the value is from, so the document can name it.
 */
export function figure<K extends FigureKey>(key: K, requestedYear: number): DatedFigure<FigureValues[K]> {
  const rows = [...FIGURES[key]].sort((a, b) => a.year - b.year);
  const row = rows.filter((r) => r.year <= requestedYear).at(-1) ?? rows[0];
  if (!row) throw new Error(`No figure for ${key}`);
  return { value: row.value, year: row.year, source: row.source, population: row.population, requestedYear };
}

export function citation({ source, year }: Citation): Citation {
  return { source, year };
}

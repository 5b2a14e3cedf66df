/**
 * The official Swiss figures the pre-analysis relies on, as one dated table: each row gives a value, the year it
 * applies to and its source. The yearly review changes this file only; every row is traceable to
 * /work/shared/FINANCE-FIGURES.md (checked 2026-11).
 */

/** The official sources, as named in FINANCE-FIGURES.md. */
export const FIGURE_SOURCES = {
  "ofas-3a": {
    label: "OFAS, FAQ 3e pilier",
    reference: "OFAS (BSV), FAQ « Stand 2025/26 » ; AFC, communiqué du 16.11.2025",
  },
  "opp3-rachat": {
    label: "OPP 3, rachat de cotisations 3a",
    reference: "Modification de l'OPP 3 du 6.11.2024, en vigueur le 1.1.2025",
  },
  "oamal-103-1": {
    label: "OAMal art. 103 al. 1",
    reference: "Ordonnance sur l'assurance-maladie (OAMal), art. 103 al. 1 (franchise ordinaire)",
  },
  "oamal-93-1": {
    label: "OAMal art. 93 al. 1",
    reference: "Ordonnance sur l'assurance-maladie (OAMal), art. 93 al. 1 (franchises à option)",
  },
  "oamal-103-2": {
    label: "OAMal art. 103 al. 2 ; LAMal art. 64",
    reference: "OAMal art. 103 al. 2 ; loi sur l'assurance-maladie (LAMal), art. 64 (quote-part)",
  },
  "oamal-95-2bis": {
    label: "OAMal art. 95 al. 2bis",
    reference: "OAMal art. 95 al. 2bis, en vigueur depuis le 1.1.2010 (réduction maximale de prime)",
  },
  "lamal-64-5": {
    label: "LAMal art. 64 al. 5",
    reference: "Loi sur l'assurance-maladie (LAMal), art. 64 al. 5 (contribution aux frais de séjour hospitalier)",
  },
  "franchise-delais": {
    label: "Pratique des assureurs",
    reference: "Pratique des assureurs-maladie ; Fédération suisse des patients (délais de changement de franchise)",
  },
  "ge-guide-is": {
    label: "AFC Genève, guide IS 2025",
    reference: "Administration fiscale cantonale genevoise, guide de l'impôt à la source 2025, § 8.2",
  },
  "accord-1983": {
    label: "Accord franco-suisse du 11.4.1983",
    reference: "Accord entre la France et la Suisse du 11.4.1983 sur l'imposition des travailleurs frontaliers",
  },
  "teletravail-2022": {
    label: "Avenant franco-suisse du 22.12.2022",
    reference:
      "Avenant France–Suisse du 22.12.2022 (en vigueur depuis le 1.1.2023) ; accord-cadre UE/AELE sur le télétravail transfrontalier",
  },
  "droit-option": {
    label: "Droit d'option LAMal / CMU",
    reference: "LAMal, droit d'option des frontaliers ; Code de la sécurité sociale (France)",
  },
} as const satisfies Record<string, { label: string; reference: string }>;

export type FigureSourceKey = keyof typeof FIGURE_SOURCES;

export interface CalendarDay {
  month: number;
  day: number;
}

/** The value type of each figure. */
export interface FigureValues {
  pillar3aMaxWithPensionFund: number;
  /** Without a pension fund (employee without LPP, self-employed): a share of net earned income, capped. */
  pillar3aMaxWithoutPensionFund: { incomeRate: number; cap: number };
  pillar3aBuyBack: {
    firstBuyBackYear: number;
    firstMissedYear: number;
    maxYearsBack: number;
    maxPerMissedYear: number;
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
  genevaTou: { minSwissIncomeShare: number; requestDeadlineNextYear: CalendarDay; compulsoryAboveGross: number };
  agreement1983Cantons: readonly string[];
  telework: { taxNeutralMaxShare: number; swissSocialSecurityMaxShare: number };
  frontalierHealthOption: { choiceWithinMonths: number; cmuRate: number };
}

export type FigureKey = keyof FigureValues;

interface FigureRow<T> {
  year: number;
  value: T;
  source: FigureSourceKey;
}

export const FIGURES: { readonly [K in FigureKey]: readonly FigureRow<FigureValues[K]>[] } = {
  pillar3aMaxWithPensionFund: [
    { year: 2024, value: 7_056, source: "ofas-3a" },
    { year: 2025, value: 7_258, source: "ofas-3a" },
    { year: 2026, value: 7_258, source: "ofas-3a" },
  ],
  pillar3aMaxWithoutPensionFund: [
    { year: 2024, value: { incomeRate: 0.2, cap: 35_280 }, source: "ofas-3a" },
    { year: 2025, value: { incomeRate: 0.2, cap: 36_288 }, source: "ofas-3a" },
    { year: 2026, value: { incomeRate: 0.2, cap: 36_288 }, source: "ofas-3a" },
  ],
  pillar3aBuyBack: [
    {
      year: 2026,
      value: { firstBuyBackYear: 2026, firstMissedYear: 2025, maxYearsBack: 10, maxPerMissedYear: 7_258 },
      source: "opp3-rachat",
    },
  ],
  lamalOrdinaryDeductible: [{ year: 2026, value: 300, source: "oamal-103-1" }],
  lamalOptionalDeductibles: [{ year: 2026, value: [500, 1_000, 1_500, 2_000, 2_500], source: "oamal-93-1" }],
  lamalChildDeductible: [{ year: 2026, value: { default: 0, optionMin: 100, optionMax: 600 }, source: "oamal-93-1" }],
  lamalCostShare: [{ year: 2026, value: { rate: 0.1, maxAdult: 700, maxChild: 350 }, source: "oamal-103-2" }],
  lamalMaxPremiumReduction: [{ year: 2026, value: { rate: 0.7, baseDeductible: 300 }, source: "oamal-95-2bis" }],
  lamalHospitalContributionPerDay: [{ year: 2026, value: 15, source: "lamal-64-5" }],
  lamalDeductibleChange: [
    {
      year: 2026,
      value: { lowerByLastWorkingDayOfMonth: 11, raiseUntil: { month: 12, day: 31 } },
      source: "franchise-delais",
    },
  ],
  genevaTou: [
    {
      year: 2025,
      value: {
        minSwissIncomeShare: 0.9,
        requestDeadlineNextYear: { month: 3, day: 31 },
        compulsoryAboveGross: 120_000,
      },
      source: "ge-guide-is",
    },
  ],
  agreement1983Cantons: [
    { year: 2026, value: ["BE", "SO", "BS", "BL", "VD", "VS", "NE", "JU"], source: "accord-1983" },
  ],
  telework: [
    { year: 2026, value: { taxNeutralMaxShare: 0.4, swissSocialSecurityMaxShare: 0.499 }, source: "teletravail-2022" },
  ],
  frontalierHealthOption: [{ year: 2026, value: { choiceWithinMonths: 3, cmuRate: 0.08 }, source: "droit-option" }],
};

/** Where a figure comes from: its source and the year the figure applies to (JSON-serialisable). */
export interface Citation {
  source: FigureSourceKey;
  year: number;
}

export interface DatedFigure<T> extends Citation {
  value: T;
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
  return { value: row.value, year: row.year, source: row.source, requestedYear };
}

export function citation({ source, year }: Citation): Citation {
  return { source, year };
}

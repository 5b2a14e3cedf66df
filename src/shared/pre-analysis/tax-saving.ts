import { type Citation, citation, figure } from "../finance/figures";
import type { RefineAnswers } from "./answers";
import type { Range } from "./format";

/** Married couples are taxed on a milder scale (splitting or a separate tariff): SwissHack assumption. */
export const MARRIED_RATE_REDUCTION = 0.04;
/** Child deductions lower the taxable income a little: SwissHack assumption. */
export const CHILDREN_RATE_REDUCTION = 0.02;
export const MINIMUM_MARGINAL_RATE = 0.05;
/** No canton's combined top marginal rate goes above this: SwissHack assumption. */
export const MAXIMUM_MARGINAL_RATE = 0.45;

export interface MarginalRateAssumption {
  /** The combined marginal rate range; { low: 0, high: 0 } when the income is in the near-zero band. */
  rate: Range;
  /** Below the near-zero threshold: the income tax is low or nil, a deduction saves about nothing. */
  nearZero: boolean;
  nearZeroBelow: number;
  /** The canton the bands are for (of work for a frontalier, of residence for a resident); null when unknown. */
  canton: string | null;
  highTaxCanton: boolean;
  income: number;
  civilStatus: RefineAnswers["civilStatus"];
  hasChildren: boolean;
  /** Married: the spouse's gross income, added to the person's for the rate; null when not given. */
  spouseIncome: number | null;
  /** Married, and the spouse's income not given: the couple's rate may be higher than this one. */
  spouseIncomeUnknown: boolean;
  citation: Citation;
  coupleCitation: Citation;
}

const toPercentPoints = (rate: number) => Math.round(rate * 100) / 100;

/**
 * The marginal tax rate range of a single person by net income, from the dated table (canton-aware: GE and VD sit
 * higher), lowered for a married couple and for children. A married couple's incomes are added (LIFD art. 9 al. 1).
 * Real rates depend on the commune, church tax and deductions, hence a range and never a single number.
 */
export function marginalRateRange(
  ownIncome: number,
  civilStatus: RefineAnswers["civilStatus"],
  children: number,
  canton: string | null,
  year: number,
  spouseIncome: number | null = null,
): MarginalRateAssumption {
  const rates = figure("marginalRates", year);
  const married = civilStatus === "married";
  const income = ownIncome + (married ? (spouseIncome ?? 0) : 0);
  const { bands, nearZeroBelow, highTaxCantons, highTaxExtra } = rates.value;
  const highTaxCanton = canton !== null && highTaxCantons.includes(canton);
  const common = {
    nearZeroBelow,
    canton,
    highTaxCanton,
    income,
    civilStatus,
    hasChildren: children > 0,
    spouseIncome: married ? spouseIncome : null,
    spouseIncomeUnknown: married && spouseIncome === null,
    citation: citation(rates),
    coupleCitation: citation(figure("coupleIncomeAdded", year)),
  };
  const band = bands.filter((row) => income >= row.fromIncome).at(-1);
  if (income < nearZeroBelow || !band) return { rate: { low: 0, high: 0 }, nearZero: true, ...common };
  const extra = highTaxCanton ? highTaxExtra : 0;
  const reduction =
    (civilStatus === "married" ? MARRIED_RATE_REDUCTION : 0) + (children > 0 ? CHILDREN_RATE_REDUCTION : 0);
  return {
    rate: {
      low: toPercentPoints(Math.max(MINIMUM_MARGINAL_RATE, band.low + extra - reduction)),
      high: toPercentPoints(Math.min(MAXIMUM_MARGINAL_RATE, band.high + extra) - reduction),
    },
    nearZero: false,
    ...common,
  };
}

/** Saving amounts are rounded to a multiple of 10 under CHF 1,000, of 50 from there. */
function roundingStep(amount: number): number {
  return amount >= 1_000 ? 50 : 10;
}

/**
 * The tax saving of a deduction: amount × marginal rate range, rounded outwards (the low end down, the high end up)
 * so that rounding widens the range and never narrows it; low < high always. Null when there is nothing to deduct.
 */
export function taxSavingRange(deductibleAmount: number, rate: Range): Range | null {
  if (deductibleAmount <= 0 || rate.high <= 0) return null;
  const exactLow = deductibleAmount * rate.low;
  const exactHigh = deductibleAmount * rate.high;
  const step = roundingStep(exactHigh);
  const low = Math.floor(exactLow / step) * step;
  const high = Math.ceil(exactHigh / step) * step;
  return { low, high: Math.max(high, low + step) };
}

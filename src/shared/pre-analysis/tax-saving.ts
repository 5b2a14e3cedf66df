import type { RefineAnswers } from "./answers";
import type { Range } from "./format";

/**
 * SwissHack assumptions, not official figures: the combined federal + cantonal + communal marginal tax rate of a
 * single person without children, by net income. Real rates depend on the commune, church tax and deductions,
 * hence a range and never a single number.
 */
export const SINGLE_MARGINAL_RATES: readonly { fromIncome: number; rate: Range }[] = [
  { fromIncome: 0, rate: { low: 0.1, high: 0.2 } },
  { fromIncome: 60_000, rate: { low: 0.15, high: 0.25 } },
  { fromIncome: 90_000, rate: { low: 0.2, high: 0.3 } },
  { fromIncome: 120_000, rate: { low: 0.25, high: 0.35 } },
  { fromIncome: 150_000, rate: { low: 0.3, high: 0.4 } },
];
/** Married couples are taxed on a milder scale (splitting or a separate tariff): SwissHack assumption. */
export const MARRIED_RATE_REDUCTION = 0.04;
/** Child deductions lower the taxable income a little: SwissHack assumption. */
export const CHILDREN_RATE_REDUCTION = 0.02;
export const MINIMUM_MARGINAL_RATE = 0.05;

export interface MarginalRateAssumption {
  rate: Range;
  income: number;
  civilStatus: RefineAnswers["civilStatus"];
  hasChildren: boolean;
}

const toPercentPoints = (rate: number) => Math.round(rate * 100) / 100;

export function marginalRateRange(
  income: number,
  civilStatus: RefineAnswers["civilStatus"],
  children: number,
): MarginalRateAssumption {
  const bracket = SINGLE_MARGINAL_RATES.filter((row) => income >= row.fromIncome).at(-1) ?? SINGLE_MARGINAL_RATES[0];
  const base = bracket?.rate ?? { low: MINIMUM_MARGINAL_RATE, high: MINIMUM_MARGINAL_RATE * 2 };
  const reduction =
    (civilStatus === "married" ? MARRIED_RATE_REDUCTION : 0) + (children > 0 ? CHILDREN_RATE_REDUCTION : 0);
  return {
    rate: {
      low: toPercentPoints(Math.max(MINIMUM_MARGINAL_RATE, base.low - reduction)),
      high: toPercentPoints(base.high - reduction),
    },
    income,
    civilStatus,
    hasChildren: children > 0,
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
  if (deductibleAmount <= 0) return null;
  const exactLow = deductibleAmount * rate.low;
  const exactHigh = deductibleAmount * rate.high;
  const step = roundingStep(exactHigh);
  const low = Math.floor(exactLow / step) * step;
  const high = Math.ceil(exactHigh / step) * step;
  return { low, high: Math.max(high, low + step) };
}

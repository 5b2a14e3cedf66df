import { type Citation, citation, figure } from "../finance/figures";
import type { RefineAnswers } from "./answers";
import { type CivilDate, compareDates, lastWorkingDayOfMonth, toIsoDate } from "./civil-date";

/** SwissHack assumptions: yearly health costs behind the answers "low", "medium" and "high". */
export const ASSUMED_YEARLY_COSTS = { low: 300, medium: 1_500, high: 5_000 } as const;
/**
 * SwissHack assumption: a yearly gap under this amount is negligible. The savings of a higher deductible assume the
 * legal maximum premium reduction, so they are a ceiling: within this margin the lower-risk choice is kept.
 */
export const NEGLIGIBLE_YEARLY_GAP_CHF = 100;

export interface DeductibleOption {
  deductible: number;
  /** Yearly premium; relative to the 300 option's premium (0) when the premium is not known. */
  premium: number;
  deductiblePaid: number;
  costShare: number;
  total: number;
}

export interface LamalDeadlines {
  /** ISO dates. Lowering the deductible or changing insurer: by the last working day of November. */
  lowerBy: string;
  lowerEffectiveFrom: string;
  /** True when this year's November date is past: the next window is next year's. */
  lowerWindowPassed: boolean;
  raiseBy: string;
  raiseEffectiveFrom: string;
}

export interface LamalAnalysis {
  /** "absolute": yearly amounts from the person's premium; "relative-to-300": differences from the 300 option. */
  mode: "absolute" | "relative-to-300";
  annualPremium: number | null;
  expectedCosts: { amount: number; basis: RefineAnswers["expectedCosts"] };
  options: DeductibleOption[];
  /** The recommended deductible: the lowest one within NEGLIGIBLE_YEARLY_GAP_CHF of the cheapest option's total. */
  cheapestDeductible: number;
  /** The option with the strictly lowest total (on a tie the lower deductible). */
  lowestCostDeductible: number;
  /** What the recommended option costs more than the lowest-cost one per year (0 when they are the same). */
  gapToLowestCost: number;
  /** How the recommendation moves the current deductible; null when the current one is unknown. */
  change: "keep" | "raise" | "lower" | null;
  /** True when a premium of CHF 0 was given: it is treated as not given. */
  zeroPremiumIgnored: boolean;
  currentDeductible: number | null;
  /**
   * What the recommended option saves over the current deductible per year; null when the current one is unknown.
   * Negative, by less than NEGLIGIBLE_YEARLY_GAP_CHF, when a lower-risk deductible costs a negligible amount more.
   */
  savingVsCurrent: number | null;
  maxPremiumReductionRate: number;
  costShare: { rate: number; maxAdult: number; maxChild: number };
  children: { count: number; defaultDeductible: number; optionMin: number; optionMax: number };
  hospitalContributionPerDay: number;
  deadlines: LamalDeadlines;
  citations: {
    ordinaryDeductible: Citation;
    optionalDeductibles: Citation;
    childDeductible: Citation;
    costShare: Citation;
    premiumReduction: Citation;
    hospital: Citation;
    deadlines: Citation;
  };
}

export function expectedYearlyCosts(answers: RefineAnswers): number {
  if (answers.expectedCosts === "amount") return answers.expectedCostsAmount ?? ASSUMED_YEARLY_COSTS.medium;
  return ASSUMED_YEARLY_COSTS[answers.expectedCosts];
}

export interface CostRules {
  costShareRate: number;
  costShareMax: number;
}

/** Yearly cost of a deductible: premium + deductible paid + 10 % of the rest, at most the cost-share maximum. */
export function deductibleOption(
  deductible: number,
  premium: number,
  costs: number,
  rules: CostRules,
): DeductibleOption {
  const deductiblePaid = Math.min(costs, deductible);
  const costShare = Math.min(Math.round(rules.costShareRate * Math.max(0, costs - deductible)), rules.costShareMax);
  return { deductible, premium, deductiblePaid, costShare, total: premium + deductiblePaid + costShare };
}

/** The option with the lowest total; on a tie the lower deductible, which carries less risk. */
export function cheapestOption(options: readonly DeductibleOption[]): DeductibleOption {
  const [first, ...rest] = options;
  if (!first) throw new Error("No deductible option");
  return rest.reduce((best, option) => (option.total < best.total ? option : best), first);
}

/**
 * The recommendation: the lowest deductible (the least risk) whose total is within the negligible margin of the
 * cheapest option. The savings of a higher deductible are a ceiling, so a smaller gap is no reason to take more risk.
 */
export function recommendedOption(
  options: readonly DeductibleOption[],
  margin = NEGLIGIBLE_YEARLY_GAP_CHF,
): DeductibleOption {
  const cheapest = cheapestOption(options);
  const byDeductible = [...options].sort((a, b) => a.deductible - b.deductible);
  return byDeductible.find((o) => o.total - cheapest.total < margin) ?? cheapest;
}

function changeOf(current: number | null, recommended: number): LamalAnalysis["change"] {
  if (current === null) return null;
  if (recommended === current) return "keep";
  return recommended > current ? "raise" : "lower";
}

export function lamalDeadlines(today: CivilDate, year: number): LamalDeadlines {
  const rules = figure("lamalDeductibleChange", year).value;
  const thisYearLowerBy = lastWorkingDayOfMonth(today.year, rules.lowerByLastWorkingDayOfMonth);
  const lowerWindowPassed = compareDates(today, thisYearLowerBy) > 0;
  const lowerBy = lowerWindowPassed
    ? lastWorkingDayOfMonth(today.year + 1, rules.lowerByLastWorkingDayOfMonth)
    : thisYearLowerBy;
  return {
    lowerBy: toIsoDate(lowerBy),
    lowerEffectiveFrom: toIsoDate({ year: lowerBy.year + 1, month: 1, day: 1 }),
    lowerWindowPassed,
    raiseBy: toIsoDate({ year: today.year, ...rules.raiseUntil }),
    raiseEffectiveFrom: toIsoDate({ year: today.year + 1, month: 1, day: 1 }),
  };
}

export function analyseLamal(answers: RefineAnswers, today: CivilDate, year: number): LamalAnalysis {
  const ordinary = figure("lamalOrdinaryDeductible", year);
  const optional = figure("lamalOptionalDeductibles", year);
  const child = figure("lamalChildDeductible", year);
  const costShare = figure("lamalCostShare", year);
  const reduction = figure("lamalMaxPremiumReduction", year);
  const hospital = figure("lamalHospitalContributionPerDay", year);
  const deadlines = figure("lamalDeductibleChange", year);

  const deductibles = [ordinary.value, ...optional.value];
  const reductionFor = (d: number) =>
    Math.round(reduction.value.rate * Math.max(0, d - reduction.value.baseDeductible));
  const currentDeductible = answers.currentDeductible === "unknown" ? null : answers.currentDeductible;
  // A premium of CHF 0 cannot be a real premium: it is treated as not given.
  const zeroPremiumIgnored = answers.monthlyPremium === 0;
  const annualPremium = answers.monthlyPremium ? answers.monthlyPremium * 12 : null;
  // Assuming the insurer grants the legal maximum reduction, the current premium gives back the 300 premium.
  const premium300 =
    annualPremium !== null && currentDeductible !== null ? annualPremium + reductionFor(currentDeductible) : 0;
  const mode = annualPremium !== null && currentDeductible !== null ? "absolute" : "relative-to-300";
  const premiumFor = (d: number) =>
    mode === "absolute" ? Math.max(0, premium300 - reductionFor(d)) : 0 - reductionFor(d);

  const costs = expectedYearlyCosts(answers);
  const rules = { costShareRate: costShare.value.rate, costShareMax: costShare.value.maxAdult };
  const options = deductibles.map((d) => deductibleOption(d, premiumFor(d), costs, rules));
  const lowestCost = cheapestOption(options);
  const recommended = recommendedOption(options);
  const current = options.find((o) => o.deductible === currentDeductible);

  return {
    mode,
    annualPremium,
    expectedCosts: { amount: costs, basis: answers.expectedCosts },
    options,
    cheapestDeductible: recommended.deductible,
    lowestCostDeductible: lowestCost.deductible,
    gapToLowestCost: recommended.total - lowestCost.total,
    change: changeOf(currentDeductible, recommended.deductible),
    zeroPremiumIgnored,
    currentDeductible,
    savingVsCurrent: current ? current.total - recommended.total : null,
    maxPremiumReductionRate: reduction.value.rate,
    costShare: { ...costShare.value },
    children: {
      count: answers.children,
      defaultDeductible: child.value.default,
      optionMin: child.value.optionMin,
      optionMax: child.value.optionMax,
    },
    hospitalContributionPerDay: hospital.value,
    deadlines: lamalDeadlines(today, year),
    citations: {
      ordinaryDeductible: citation(ordinary),
      optionalDeductibles: citation(optional),
      childDeductible: citation(child),
      costShare: citation(costShare),
      premiumReduction: citation(reduction),
      hospital: citation(hospital),
      deadlines: citation(deadlines),
    },
  };
}

import { type Citation, citation, figure } from "../finance/figures";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import type { Range } from "./format";
import type { ThreeADeductibility } from "./frontalier";
import type { IncomeBasis } from "./income";
import { type MarginalRateAssumption, taxSavingRange } from "./tax-saving";

export type Pillar3aRule = "with-pension-fund" | "without-pension-fund";

export interface Pillar3aMaximum {
  amount: number;
  rule: Pillar3aRule;
  /** Without a pension fund: the uncapped 20 % of income and the cap. */
  incomeRate: number | null;
  cap: number | null;
  /** True when the net earned income given is 0: no 3a without AVS-liable earned income, so the maximum is 0. */
  noEarnedIncome: boolean;
  citation: Citation;
}

export interface MissedYear {
  year: number;
  maximum: number;
  /** What was paid that year; null when unknown. */
  paid: number | null;
  /** "answers": paid as told; "assumed-no-3a": assumed nothing paid (no 3a); "unknown": to check. */
  basis: "answers" | "assumed-no-3a" | "unknown";
  /** What may be bought back for that year: min(maximum − paid, cap per missed year); null when unknown. */
  buyBack: number | null;
}

export interface Pillar3aAnalysis {
  year: number;
  maximum: Pillar3aMaximum;
  paidThisYear: number;
  leftToPay: number;
  /** Paid above the maximum: not deductible, to be refunded by the 3a provider. */
  overpaid: number;
  buyBack: {
    /** False before the first buy-back year (2026). */
    available: boolean;
    firstBuyBackYear: number;
    maxPerMissedYear: number;
    maxYearsBack: number;
    firstMissedYear: number;
    missedYears: MissedYear[];
    /** Sum of the known or assumed buy-back amounts. */
    total: number;
    /** True when there is no earned income this year: no buy-back is possible this year. */
    noEarnedIncome: boolean;
    citation: Citation;
  };
  deductibility: ThreeADeductibility;
  marginalRate: MarginalRateAssumption;
  /** Tax saving ranges; null when there is nothing to deduct or no Swiss deduction is possible. */
  taxSaving: { leftToPay: Range | null; buyBack: Range | null };
}

function ruleOf(employment: RefineAnswers["employment"]): Pillar3aRule {
  return employment === "employee-with-pension-fund" ? "with-pension-fund" : "without-pension-fund";
}

/**
 * The 3a maximum of a year. A 3a contribution needs AVS-liable earned income: with an income of 0 (or less) the
 * maximum is 0 whatever the rule.
 */
export function pillar3aMaximum(rule: Pillar3aRule, income: number, year: number): Pillar3aMaximum {
  const noEarnedIncome = income <= 0;
  if (rule === "with-pension-fund") {
    const max = figure("pillar3aMaxWithPensionFund", year);
    return {
      amount: noEarnedIncome ? 0 : max.value,
      rule,
      incomeRate: null,
      cap: null,
      noEarnedIncome,
      citation: citation(max),
    };
  }
  const max = figure("pillar3aMaxWithoutPensionFund", year);
  const { incomeRate, cap } = max.value;
  return {
    amount: noEarnedIncome ? 0 : Math.min(Math.round(income * incomeRate), cap),
    rule,
    incomeRate,
    cap,
    noEarnedIncome,
    citation: citation(max),
  };
}

function missedYear(
  year: number,
  maximum: number,
  paid: number | null,
  basis: MissedYear["basis"],
  maxPerMissedYear: number,
): MissedYear {
  const buyBack = paid === null ? null : Math.min(Math.max(0, maximum - paid), maxPerMissedYear);
  return { year, maximum, paid, basis, buyBack };
}

interface Pillar3aInput {
  firstStep: FirstStepAnswers;
  answers: RefineAnswers;
  income: IncomeBasis;
  year: number;
  deductibility: ThreeADeductibility;
  marginalRate: MarginalRateAssumption;
}

export function analysePillar3a({
  firstStep,
  answers,
  income,
  year,
  deductibility,
  marginalRate,
}: Pillar3aInput): Pillar3aAnalysis {
  const rule = ruleOf(answers.employment);
  const maximum = pillar3aMaximum(rule, income.amount, year);
  const leftToPay = Math.max(0, maximum.amount - answers.paid3aThisYear);
  const overpaid = Math.max(0, answers.paid3aThisYear - maximum.amount);
  // "No 3a" in the first step is contradicted by a payment this year: earlier years are then unknown.
  const assumeNoPastPayments = firstStep.has3aPillar === "no" && answers.paid3aThisYear === 0;

  const rules = figure("pillar3aBuyBack", year);
  const { firstBuyBackYear, firstMissedYear, maxYearsBack, maxPerMissedYear } = rules.value;
  const available = year >= firstBuyBackYear;
  // A buy-back needs AVS-liable income in the year of the buy-back too.
  const noEarnedIncome = maximum.noEarnedIncome;
  const missedYears: MissedYear[] = [];
  if (available && !noEarnedIncome) {
    for (let y = Math.max(firstMissedYear, year - maxYearsBack); y < year; y++) {
      const yearMaximum = pillar3aMaximum(rule, income.amount, y).amount;
      const told = y === year - 1 ? answers.paid3aLastYear : undefined;
      if (told !== undefined) missedYears.push(missedYear(y, yearMaximum, told, "answers", maxPerMissedYear));
      else if (assumeNoPastPayments) {
        missedYears.push(missedYear(y, yearMaximum, 0, "assumed-no-3a", maxPerMissedYear));
      } else missedYears.push(missedYear(y, yearMaximum, null, "unknown", maxPerMissedYear));
    }
  }
  const total = missedYears.reduce((sum, m) => sum + (m.buyBack ?? 0), 0);
  const deductible = deductibility === "yes" || deductibility === "conditional";

  return {
    year,
    maximum,
    paidThisYear: answers.paid3aThisYear,
    leftToPay,
    overpaid,
    buyBack: {
      available,
      firstBuyBackYear,
      maxPerMissedYear,
      maxYearsBack,
      firstMissedYear,
      missedYears,
      total,
      noEarnedIncome,
      citation: citation(rules),
    },
    deductibility,
    marginalRate,
    taxSaving: {
      leftToPay: deductible ? taxSavingRange(leftToPay, marginalRate.rate) : null,
      buyBack: deductible ? taxSavingRange(total, marginalRate.rate) : null,
    },
  };
}

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
  /** Without a pension fund: the 20 % of income; null with a pension fund. */
  incomeRate: number | null;
  /** The rule's official maximum (CHF 7,258 with a pension fund, 36,288 without), before the income caps it. */
  cap: number | null;
  /** True when the net earned income given is 0: no 3a without AVS-liable earned income, so the maximum is 0. */
  noEarnedIncome: boolean;
  /** True when the earned income is below the rule's maximum: a 3a never exceeds the earned income. */
  cappedAtIncome: boolean;
  citation: Citation;
}

export interface MissedYear {
  year: number;
  maximum: number;
  /** What was paid that year; null when unknown. */
  paid: number | null;
  /** "answers": paid as told; "assumed-no-3a": assumed nothing paid (no 3a); "unknown": to check. */
  basis: "answers" | "assumed-no-3a" | "unknown";
  /** The gap of that year, maximum − paid; null when unknown. */
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
    /** One buy-back per buy-back year, at most this in total, whatever the number of missed years it covers. */
    maxPerBuyBackYear: number;
    maxYearsBack: number;
    firstMissedYear: number;
    missedYears: MissedYear[];
    /** Sum of the known or assumed gaps of the missed years. */
    gaps: number;
    /** What can be bought back this year: the gaps, at most maxPerBuyBackYear. */
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
 * The 3a maximum of a year. A 3a contribution never exceeds the AVS-liable earned income: with an income of 0 (or
 * less) the maximum is 0 whatever the rule, and with a pension fund it is at most the income.
 */
export function pillar3aMaximum(rule: Pillar3aRule, income: number, year: number): Pillar3aMaximum {
  const noEarnedIncome = income <= 0;
  if (rule === "with-pension-fund") {
    const max = figure("pillar3aMaxWithPensionFund", year);
    return {
      amount: noEarnedIncome ? 0 : Math.min(max.value, income),
      rule,
      incomeRate: null,
      cap: max.value,
      noEarnedIncome,
      cappedAtIncome: !noEarnedIncome && income < max.value,
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
    cappedAtIncome: false,
    citation: citation(max),
  };
}

function missedYear(year: number, maximum: number, paid: number | null, basis: MissedYear["basis"]): MissedYear {
  return { year, maximum, paid, basis, buyBack: paid === null ? null : Math.max(0, maximum - paid) };
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
  const { firstBuyBackYear, firstMissedYear, maxYearsBack, maxPerBuyBackYear } = rules.value;
  const available = year >= firstBuyBackYear;
  // A buy-back needs AVS-liable income in the year of the buy-back too.
  const noEarnedIncome = maximum.noEarnedIncome;
  const missedYears: MissedYear[] = [];
  if (available && !noEarnedIncome) {
    for (let y = Math.max(firstMissedYear, year - maxYearsBack); y < year; y++) {
      const yearMaximum = pillar3aMaximum(rule, income.amount, y).amount;
      const told = y === year - 1 ? answers.paid3aLastYear : undefined;
      if (told !== undefined) missedYears.push(missedYear(y, yearMaximum, told, "answers"));
      else if (assumeNoPastPayments) missedYears.push(missedYear(y, yearMaximum, 0, "assumed-no-3a"));
      else missedYears.push(missedYear(y, yearMaximum, null, "unknown"));
    }
  }
  const gaps = missedYears.reduce((sum, m) => sum + (m.buyBack ?? 0), 0);
  // One buy-back per buy-back year, at most the small 3a maximum in total.
  const total = Math.min(gaps, maxPerBuyBackYear);
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
      maxPerBuyBackYear,
      maxYearsBack,
      firstMissedYear,
      missedYears,
      gaps,
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

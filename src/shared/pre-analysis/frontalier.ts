import { type Citation, citation, figure } from "../finance/figures";
import { type FirstStepAnswers, type RefineAnswers, SWISS_CANTONS, type SwissCanton } from "./answers";
import { toIsoDate } from "./civil-date";

/**
 * How the salary of a frontalier is taxed:
 * - "geneva-source": taxed at source in Geneva; 3a deductible only through the TOU;
 * - "agreement-1983": taxed in France (BE, SO, BS, BL, VD, VS, NE, JU); no Swiss deduction;
 * - "other-source": taxed at source in another canton; a similar rule is to be checked with the expert;
 * - "unknown": the canton of work is not known.
 */
export type FrontalierRegime = "geneva-source" | "agreement-1983" | "other-source" | "unknown";

/** Whether a 3a contribution lowers Swiss taxes: yes, only on conditions (TOU or to check), or no. */
export type ThreeADeductibility = "yes" | "conditional" | "no";

export interface FrontalierAnalysis {
  workCanton: SwissCanton | null;
  regime: FrontalierRegime;
  agreement1983Cantons: string[];
  /** Percent of the household's worldwide income taxable in Switzerland; null when not given. */
  swissIncomeShare: number | null;
  /** The 90 % rule, in percent. */
  minSwissIncomeSharePercent: number;
  meetsIncomeShare: boolean | null;
  /** ISO date: the subsequent ordinary taxation (TOU) request for this year is due by then. */
  touRequestDeadline: string;
  /** Geneva only: TOU compulsory above this gross income. */
  touCompulsoryAboveGross: number | null;
  threeADeductibility: ThreeADeductibility;
  telework: {
    share: number | null;
    taxNeutralMaxPercent: number;
    swissSocialSecurityMaxPercent: number;
    outcome: "unchanged" | "partly-taxable-in-france" | "social-security-to-check" | "unknown";
  };
  healthOption: { choiceWithinMonths: number; cmuRate: number };
  citations: { tou: Citation; agreement1983: Citation; telework: Citation; healthOption: Citation };
}

function workCantonOf(firstStep: FirstStepAnswers, answers: RefineAnswers): SwissCanton | null {
  if (answers.frontalier) return answers.frontalier.workCanton;
  // Without the second step's answer, the first step's canton is the canton of work.
  return SWISS_CANTONS.find((c) => c === firstStep.canton) ?? null;
}

function regimeOf(canton: SwissCanton | null, agreementCantons: readonly string[]): FrontalierRegime {
  if (canton === null) return "unknown";
  if (canton === "GE") return "geneva-source";
  return agreementCantons.includes(canton) ? "agreement-1983" : "other-source";
}

function deductibility(regime: FrontalierRegime, meetsIncomeShare: boolean | null): ThreeADeductibility {
  if (regime === "agreement-1983" || meetsIncomeShare === false) return "no";
  return "conditional";
}

function teleworkOutcome(
  share: number | null,
  taxNeutralMaxPercent: number,
  socialMaxPercent: number,
): FrontalierAnalysis["telework"]["outcome"] {
  if (share === null) return "unknown";
  if (share <= taxNeutralMaxPercent) return "unchanged";
  return share <= socialMaxPercent ? "partly-taxable-in-france" : "social-security-to-check";
}

export function analyseFrontalier(
  firstStep: FirstStepAnswers,
  answers: RefineAnswers,
  year: number,
): FrontalierAnalysis {
  const tou = figure("genevaTou", year);
  const agreement = figure("agreement1983Cantons", year);
  const telework = figure("telework", year);
  const health = figure("frontalierHealthOption", year);

  const workCanton = workCantonOf(firstStep, answers);
  const regime = regimeOf(workCanton, agreement.value);
  const minSharePercent = Math.round(tou.value.minSwissIncomeShare * 100);
  const swissIncomeShare = answers.frontalier?.swissIncomeShare ?? null;
  const meetsIncomeShare = swissIncomeShare === null ? null : swissIncomeShare >= minSharePercent;
  const taxNeutralMaxPercent = Math.round(telework.value.taxNeutralMaxShare * 1000) / 10;
  const socialMaxPercent = Math.round(telework.value.swissSocialSecurityMaxShare * 1000) / 10;
  const teleworkShare = answers.frontalier?.teleworkShare ?? null;
  const deadline = tou.value.requestDeadlineNextYear;

  return {
    workCanton,
    regime,
    agreement1983Cantons: [...agreement.value],
    swissIncomeShare,
    minSwissIncomeSharePercent: minSharePercent,
    meetsIncomeShare,
    touRequestDeadline: toIsoDate({ year: year + 1, month: deadline.month, day: deadline.day }),
    touCompulsoryAboveGross: regime === "geneva-source" ? tou.value.compulsoryAboveGross : null,
    threeADeductibility: deductibility(regime, meetsIncomeShare),
    telework: {
      share: teleworkShare,
      taxNeutralMaxPercent,
      swissSocialSecurityMaxPercent: socialMaxPercent,
      outcome: teleworkOutcome(teleworkShare, taxNeutralMaxPercent, socialMaxPercent),
    },
    healthOption: { choiceWithinMonths: health.value.choiceWithinMonths, cmuRate: health.value.cmuRate },
    citations: {
      tou: citation(tou),
      agreement1983: citation(agreement),
      telework: citation(telework),
      healthOption: citation(health),
    },
  };
}

import { type Citation, citation, figure } from "../finance/figures";
import { type FirstStepAnswers, type RefineAnswers, SWISS_CANTONS, type SwissCanton } from "./answers";
import { type CivilDate, toIsoDate } from "./civil-date";
import type { IncomeBasis } from "./income";

/**
 * How the salary of a frontalier is taxed:
 * - "geneva-source": taxed at source in Geneva; 3a deductible only through the TOU;
 * - "agreement-1983": taxed in France (BE, SO, BS, BL, VD, VS, NE, JU); no Swiss deduction;
 * - "other-source": taxed at source in another canton; a similar rule is to be checked with the expert;
 * - "unknown": the canton of work is not known.
 */
export type FrontalierRegime = "geneva-source" | "agreement-1983" | "other-source" | "unknown";

/**
 * Whether a 3a contribution lowers Swiss taxes: yes, only on conditions (TOU or to check), no, or unknown (the
 * canton of work is not known: it depends on whether the canton applies the 1983 agreement).
 */
export type ThreeADeductibility = "yes" | "conditional" | "no" | "unknown";

/**
 * Geneva, above the gross income of the compulsory TOU: "net-income" when the net income given is already above it
 * (the gross is higher still), "bracket" when the first step's income bracket (gross) starts above it; null otherwise.
 */
export type TouCompulsoryBasis = "net-income" | "bracket" | null;

export interface FrontalierAnalysis {
  workCanton: SwissCanton | null;
  regime: FrontalierRegime;
  agreement1983Cantons: string[];
  /** Percent of the household's worldwide income taxable in Switzerland; null when not given. */
  swissIncomeShare: number | null;
  /** The 90 % rule, in percent. */
  minSwissIncomeSharePercent: number;
  meetsIncomeShare: boolean | null;
  /**
   * ISO date: the next subsequent ordinary taxation (TOU) request is due by then, 31 March. From 1 January to
   * 31 March it is this year's, for last year's income; from 1 April, next year's, for this year's income.
   */
  touRequestDeadline: string;
  /** The tax year the request due at touRequestDeadline is about. */
  touRequestYear: number;
  /** Geneva only: TOU compulsory above this gross income. */
  touCompulsoryAboveGross: number | null;
  /** Geneva only: whether the known income shows the TOU is compulsory. */
  touCompulsory: TouCompulsoryBasis;
  threeADeductibility: ThreeADeductibility;
  telework: {
    share: number | null;
    taxNeutralMaxPercent: number;
    swissSocialSecurityMaxPercent: number;
    /**
     * "unchanged": taxation and social security unchanged; "partly-taxable-in-france": over the tax-neutral share
     * (taxed at source only); "social-security-to-check": over the social-security share; "unknown": no share given.
     */
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

function deductibility(
  regime: FrontalierRegime,
  meetsIncomeShare: boolean | null,
  touCompulsory: TouCompulsoryBasis,
): ThreeADeductibility {
  if (regime === "unknown") return "unknown";
  if (regime === "agreement-1983") return "no";
  // A compulsory TOU is an ordinary taxation: the 3a is deducted whatever the share of Swiss income.
  if (touCompulsory !== null) return "yes";
  return meetsIncomeShare === false ? "no" : "conditional";
}

/** Lower ends of the first step's (gross) income brackets. */
const BRACKET_LOWER_END: Record<IncomeBasis["bracket"], number> = {
  "<60000": 0,
  "60000-90000": 60_000,
  "90000-120000": 90_000,
  "120000-150000": 120_000,
  "150000+": 150_000,
};

export function touCompulsoryBasis(
  regime: FrontalierRegime,
  income: IncomeBasis,
  aboveGross: number,
): TouCompulsoryBasis {
  if (regime !== "geneva-source") return null;
  if (income.basis === "answers" && income.amount > aboveGross) return "net-income";
  return BRACKET_LOWER_END[income.bracket] >= aboveGross ? "bracket" : null;
}

/**
 * Telework beyond the tax-neutral share moves part of the taxation to France only for a salary taxed in
 * Switzerland: under the 1983 agreement the salary is already taxed in France, so only the social-security share
 * matters.
 */
export function teleworkOutcome(
  share: number | null,
  regime: FrontalierRegime,
  taxNeutralMaxPercent: number,
  socialMaxPercent: number,
): FrontalierAnalysis["telework"]["outcome"] {
  if (share === null) return "unknown";
  if (share > socialMaxPercent) return "social-security-to-check";
  if (share <= taxNeutralMaxPercent || regime === "agreement-1983") return "unchanged";
  return "partly-taxable-in-france";
}

/** From 1 January to 31 March, the request still open is last year's; from 1 April, this year's. */
export function touRequest(today: CivilDate, deadline: { month: number; day: number }) {
  const beforeDeadline = today.month < deadline.month || (today.month === deadline.month && today.day <= deadline.day);
  const deadlineYear = beforeDeadline ? today.year : today.year + 1;
  return { year: deadlineYear - 1, deadline: toIsoDate({ year: deadlineYear, ...deadline }) };
}

export function analyseFrontalier(
  firstStep: FirstStepAnswers,
  answers: RefineAnswers,
  income: IncomeBasis,
  today: CivilDate,
): FrontalierAnalysis {
  const year = today.year;
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
  const request = touRequest(today, tou.value.requestDeadlineNextYear);
  const touCompulsory = touCompulsoryBasis(regime, income, tou.value.compulsoryAboveGross);

  return {
    workCanton,
    regime,
    agreement1983Cantons: [...agreement.value],
    swissIncomeShare,
    minSwissIncomeSharePercent: minSharePercent,
    meetsIncomeShare,
    touRequestDeadline: request.deadline,
    touRequestYear: request.year,
    touCompulsoryAboveGross: regime === "geneva-source" ? tou.value.compulsoryAboveGross : null,
    touCompulsory,
    threeADeductibility: deductibility(regime, meetsIncomeShare, touCompulsory),
    telework: {
      share: teleworkShare,
      taxNeutralMaxPercent,
      swissSocialSecurityMaxPercent: socialMaxPercent,
      outcome: teleworkOutcome(teleworkShare, regime, taxNeutralMaxPercent, socialMaxPercent),
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

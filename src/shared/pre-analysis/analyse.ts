import type { FirstStepAnswers, RefineAnswers } from "./answers";
import { swissDate, toIsoDate } from "./civil-date";
import { analyseFrontalier, type FrontalierAnalysis } from "./frontalier";
import { type IncomeBasis, resolveIncome } from "./income";
import { analyseLamal, type LamalAnalysis } from "./lamal";
import { type Levers, leversOf } from "./levers";
import { type PersonFacts, personOf } from "./person";
import { analysePillar3a, type Pillar3aAnalysis } from "./pillar3a";
import { analyseResidentTax, type ResidentTaxAnalysis } from "./resident-tax";
import { marginalRateRange } from "./tax-saving";

export interface PreAnalysisInput {
  firstStep: FirstStepAnswers;
  answers: RefineAnswers;
  /** Now; the pre-analysis is about this (Swiss) calendar year. */
  today: Date;
}

/** The numeric result, stored as JSON; the document is written from it. */
export interface PreAnalysis {
  /** 2 since issue 28: populations (resident, frontalier country), buy-back per buy-back year. */
  version: 2;
  /** ISO date (Swiss calendar) the figures were computed. */
  generatedOn: string;
  year: number;
  status: FirstStepAnswers["status"];
  income: IncomeBasis;
  pillar3a: Pillar3aAnalysis;
  lamal: LamalAnalysis;
  /** Only for frontaliers. */
  frontalier: FrontalierAnalysis | null;
  /** Only for residents (the self-employed included). */
  resident: ResidentTaxAnalysis | null;
  /** Whether the person is insured at the LAMal: null when not known ("je ne sais pas"). */
  inLamal: boolean | null;
  /**
   * Living in Switzerland and answered "not sure" or another cover: basic LAMal is compulsory for them all the same
   * (LAMal art. 3 al. 1), so the deductible comparison is theirs; absent in results stored before issue 53.
   */
  lamalCompulsory?: boolean;
  levers: Levers;
}

/**
 * Whether the person is insured at the LAMal: as told; "je ne sais pas" stays not known (for a frontalier living in
 * Italy, Germany or Austria the LAMal is even the default, unless they asked for the exemption).
 */
function inLamalOf({ insurance, livesInSwitzerland }: PersonFacts): boolean | null {
  if (livesInSwitzerland === true) return true;
  return insurance === null ? null : insurance === "lamal";
}

export function analyse({ firstStep, answers, today }: PreAnalysisInput): PreAnalysis {
  const date = swissDate(today);
  const year = date.year;
  const income = resolveIncome(firstStep, answers);
  const person = personOf(firstStep, answers);
  const frontalier = person.status === "frontalier" ? analyseFrontalier(person, answers, date) : null;
  const resident = person.status === "resident" ? analyseResidentTax(person, income, date) : null;
  const pillar3a = analysePillar3a({
    firstStep,
    answers,
    income,
    year,
    deductibility: frontalier?.threeADeductibility ?? resident?.threeADeductibility ?? "unknown",
    marginalRate: marginalRateRange(
      income.amount,
      answers.civilStatus,
      answers.children,
      person.canton,
      year,
      person.spouseGrossIncome,
    ),
  });
  const lamal = analyseLamal(answers, date, year);
  return {
    version: 2,
    generatedOn: toIsoDate(date),
    year,
    status: firstStep.status,
    income,
    pillar3a,
    lamal,
    frontalier,
    resident,
    inLamal: inLamalOf(person),
    lamalCompulsory: person.livesInSwitzerland === true && person.insurance !== "lamal",
    levers: leversOf(pillar3a, lamal),
  };
}

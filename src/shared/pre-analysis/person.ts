import type { Person } from "../finance/population";
import {
  type BORDER_ZONE_ANSWERS,
  type FirstStepAnswers,
  type RefineAnswers,
  SWISS_CANTONS,
  type SwissCanton,
} from "./answers";

export interface PersonFacts extends Person {
  canton: SwissCanton | null;
  /** Residents yes, frontaliers no; a self-employed person who did not say where they live: null. */
  livesInSwitzerland: boolean | null;
  married: boolean;
  /** Married only, as told; null when not given. */
  spouseGrossIncome: number | null;
  /** Living in Germany: work-related non-return days, as told; null when not given. */
  nonReturnDays: number | null;
  /** Living in Italy: within or beyond 20 km of the border, as told; null when not given. */
  borderZone: (typeof BORDER_ZONE_ANSWERS)[number] | null;
}

/** Of work for a frontalier (or a self-employed person living abroad), of residence for a resident. */
function cantonOf(firstStep: FirstStepAnswers, answers: RefineAnswers): SwissCanton | null {
  if (firstStep.status === "frontalier" && answers.frontalier) return answers.frontalier.workCanton;
  return SWISS_CANTONS.find((c) => c === firstStep.canton) ?? null;
}

/** As told, in the second step or else the first; never inferred from the canton or the page's language. */
function residenceOf(firstStep: FirstStepAnswers, answers: RefineAnswers): Person["residenceCountry"] {
  const told = answers.frontalier?.residenceCountry ?? firstStep.residenceCountry ?? null;
  return told === "CH" ? null : told;
}

/** A self-employed person may live in Switzerland or abroad: only their answer tells. */
function livesInSwitzerlandOf(firstStep: FirstStepAnswers): boolean | null {
  if (firstStep.status === "resident") return true;
  if (firstStep.status === "frontalier") return false;
  return firstStep.residenceCountry ? firstStep.residenceCountry === "CH" : null;
}

function residentTaxationOf(firstStep: FirstStepAnswers, answers: RefineAnswers): Person["residentTaxation"] {
  // Self-employment income is never taxed at source.
  if (firstStep.status === "independant" || answers.employment === "self-employed") return "ordinary";
  if (answers.permit === "swiss-or-c") return "ordinary";
  return answers.permit === "taxed-at-source" ? "source" : null;
}

const INSURANCE: Record<FirstStepAnswers["currentInsurance"], Person["insurance"]> = {
  lamal: "lamal",
  private: "other",
  "not-sure": null,
};

/** What the answers tell about which population the person is in. */
export function personOf(firstStep: FirstStepAnswers, answers: RefineAnswers): PersonFacts {
  const livesInSwitzerland = livesInSwitzerlandOf(firstStep);
  // A self-employed person living abroad is in the frontaliers' population (living abroad, working in Switzerland).
  const abroad = livesInSwitzerland === false;
  const married = answers.civilStatus === "married";
  return {
    status: abroad ? "frontalier" : "resident",
    canton: cantonOf(firstStep, answers),
    residenceCountry: abroad ? residenceOf(firstStep, answers) : null,
    residentTaxation: abroad ? null : residentTaxationOf(firstStep, answers),
    insurance: INSURANCE[firstStep.currentInsurance],
    employment:
      answers.employment === "self-employed" || firstStep.status === "independant" ? "self-employed" : "employee",
    livesInSwitzerland,
    married,
    spouseGrossIncome: married ? (answers.spouseGrossIncome ?? null) : null,
    nonReturnDays: answers.frontalier?.nonReturnDays ?? null,
    borderZone: answers.frontalier?.borderZone ?? null,
  };
}

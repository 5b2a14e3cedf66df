import type { Person } from "../finance/population";
import { type FirstStepAnswers, type RefineAnswers, SWISS_CANTONS, type SwissCanton } from "./answers";

export interface PersonFacts extends Person {
  canton: SwissCanton | null;
}

function cantonOf(firstStep: FirstStepAnswers, answers: RefineAnswers): SwissCanton | null {
  if (firstStep.status === "frontalier" && answers.frontalier) return answers.frontalier.workCanton;
  // Without the second step's answer, the first step's canton is the canton of work (or of residence).
  return SWISS_CANTONS.find((c) => c === firstStep.canton) ?? null;
}

/** As told, in the second step or else the first; never inferred from the canton or the page's language. */
function residenceOf(firstStep: FirstStepAnswers, answers: RefineAnswers): Person["residenceCountry"] {
  return answers.frontalier?.residenceCountry ?? firstStep.residenceCountry ?? null;
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
  const frontalier = firstStep.status === "frontalier";
  return {
    status: frontalier ? "frontalier" : "resident",
    canton: cantonOf(firstStep, answers),
    residenceCountry: frontalier ? residenceOf(firstStep, answers) : null,
    residentTaxation: frontalier ? null : residentTaxationOf(firstStep, answers),
    insurance: INSURANCE[firstStep.currentInsurance],
    employment:
      answers.employment === "self-employed" || firstStep.status === "independant" ? "self-employed" : "employee",
  };
}

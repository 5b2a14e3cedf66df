import type { Person, ResidenceCountry } from "../finance/population";
import { type FirstStepAnswers, type RefineAnswers, SWISS_CANTONS, type SwissCanton } from "./answers";

/**
 * Cantons of work without a French border: a frontalier working there who did not give a country of residence may
 * well live in Italy, so the first step's "je vis en France" is not taken for an answer there.
 */
const NO_FRENCH_BORDER: readonly SwissCanton[] = ["TI", "GR"];

/** Where the country of residence comes from: the second step, the first step's "je vis en France", or nowhere. */
export type ResidenceBasis = "answers" | "first-step" | null;

export interface PersonFacts extends Person {
  canton: SwissCanton | null;
  residenceBasis: ResidenceBasis;
}

function cantonOf(firstStep: FirstStepAnswers, answers: RefineAnswers): SwissCanton | null {
  if (firstStep.status === "frontalier" && answers.frontalier) return answers.frontalier.workCanton;
  // Without the second step's answer, the first step's canton is the canton of work (or of residence).
  return SWISS_CANTONS.find((c) => c === firstStep.canton) ?? null;
}

function residenceOf(
  answers: RefineAnswers,
  canton: SwissCanton | null,
): { residenceCountry: ResidenceCountry | null; residenceBasis: ResidenceBasis } {
  const told = answers.frontalier?.residenceCountry;
  if (told) return { residenceCountry: told, residenceBasis: "answers" };
  if (canton !== null && NO_FRENCH_BORDER.includes(canton)) return { residenceCountry: null, residenceBasis: null };
  return { residenceCountry: "FR", residenceBasis: "first-step" };
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
  const canton = cantonOf(firstStep, answers);
  const frontalier = firstStep.status === "frontalier";
  return {
    status: frontalier ? "frontalier" : "resident",
    canton,
    ...(frontalier ? residenceOf(answers, canton) : { residenceCountry: null, residenceBasis: null }),
    residentTaxation: frontalier ? null : residentTaxationOf(firstStep, answers),
    insurance: INSURANCE[firstStep.currentInsurance],
  };
}

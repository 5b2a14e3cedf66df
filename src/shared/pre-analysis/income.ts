import type { FirstStepAnswers, RefineAnswers } from "./answers";

/** SwissHack assumption when the net income is not given: an amount within the first step's bracket. */
export const BRACKET_ASSUMED_INCOME: Record<FirstStepAnswers["annualIncome"], number> = {
  "<60000": 50_000,
  "60000-90000": 75_000,
  "90000-120000": 105_000,
  "120000-150000": 135_000,
  // The bracket has no upper end: its lower end is the prudent choice.
  "150000+": 150_000,
};

export interface IncomeBasis {
  amount: number;
  /** "answers": the net income given at the second step; "bracket": assumed from the first step's bracket. */
  basis: "answers" | "bracket";
  bracket: FirstStepAnswers["annualIncome"];
}

export function resolveIncome(firstStep: FirstStepAnswers, answers: RefineAnswers): IncomeBasis {
  if (answers.netIncome !== undefined) {
    return { amount: answers.netIncome, basis: "answers", bracket: firstStep.annualIncome };
  }
  return { amount: BRACKET_ASSUMED_INCOME[firstStep.annualIncome], basis: "bracket", bracket: firstStep.annualIncome };
}

/** Answers shared by the pre-analysis tests. */
import type { FirstStepAnswers, RefineAnswers } from "../answers";

export const TODAY = new Date("2026-11-22T10:00:00Z");

/** A self-employed profile lives in Switzerland unless it says otherwise (the first step asks it since issue 53). */
export function firstStep(overrides: Partial<FirstStepAnswers> = {}): FirstStepAnswers {
  const livesInSwitzerland = overrides.status === "independant" && !("residenceCountry" in overrides);
  return {
    ...(livesInSwitzerland ? { residenceCountry: "CH" as const } : {}),
    firstName: "Marie",
    status: "resident",
    canton: "VD",
    annualIncome: "60000-90000",
    has3aPillar: "yes",
    currentInsurance: "lamal",
    mainGoal: "all",
    ...overrides,
  };
}

export function answers(overrides: Partial<RefineAnswers> = {}): RefineAnswers {
  return {
    civilStatus: "single",
    children: 0,
    employment: "employee-with-pension-fund",
    netIncome: 85_000,
    paid3aThisYear: 3_000,
    paid3aLastYear: 3_000,
    monthlyPremium: 400,
    currentDeductible: 300,
    expectedCosts: "medium",
    ...overrides,
  };
}

export const PROFILES = {
  "employee with a pension fund in VD": { firstStep: firstStep(), answers: answers({ permit: "swiss-or-c" }) },
  "self-employed in GE, CHF 100,000": {
    firstStep: firstStep({ status: "independant", canton: "GE", annualIncome: "90000-120000" }),
    answers: answers({ employment: "self-employed", netIncome: 100_000, paid3aThisYear: 0, paid3aLastYear: undefined }),
  },
  "self-employed in GE, CHF 250,000": {
    firstStep: firstStep({ status: "independant", canton: "GE", annualIncome: "150000+" }),
    answers: answers({ employment: "self-employed", netIncome: 250_000, paid3aThisYear: 0 }),
  },
  "Geneva frontalier, 95 % Swiss income": {
    firstStep: firstStep({ status: "frontalier", canton: "GE", residenceCountry: "FR", has3aPillar: "no" }),
    answers: answers({
      civilStatus: "married",
      children: 2,
      netIncome: undefined,
      paid3aThisYear: 0,
      paid3aLastYear: undefined,
      monthlyPremium: undefined,
      currentDeductible: "unknown",
      frontalier: { workCanton: "GE", swissIncomeShare: 95, teleworkShare: 20 },
    }),
  },
  "Geneva frontalier, 60 % Swiss income": {
    firstStep: firstStep({ status: "frontalier", canton: "GE", residenceCountry: "FR" }),
    answers: answers({ frontalier: { workCanton: "GE", swissIncomeShare: 60, teleworkShare: 45 } }),
  },
  "Vaud frontalier (1983 agreement)": {
    firstStep: firstStep({
      status: "frontalier",
      canton: "VD",
      residenceCountry: "FR",
      annualIncome: "150000+",
      currentInsurance: "private",
    }),
    answers: answers({
      netIncome: undefined,
      expectedCosts: "amount",
      expectedCostsAmount: 2_000,
      frontalier: { workCanton: "VD", swissIncomeShare: 100, teleworkShare: 60 },
    }),
  },
  "Zurich frontalier without the frontalier answers": {
    firstStep: firstStep({ status: "frontalier", canton: "ZH", annualIncome: "<60000", has3aPillar: "not-sure" }),
    answers: answers({
      paid3aThisYear: 7_258,
      paid3aLastYear: undefined,
      currentDeductible: 2500,
      expectedCosts: "low",
    }),
  },
} satisfies Record<string, { firstStep: FirstStepAnswers; answers: RefineAnswers }>;

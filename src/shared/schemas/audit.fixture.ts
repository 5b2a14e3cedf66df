/** A complete, valid first step of the audit (a Geneva frontalière), for tests. */
export const validAuditRequest = {
  firstName: "Léa",
  lastName: "Martin",
  email: "lea.martin@example.com",
  phone: "+41 79 123 45 67",
  canton: "GE",
  status: "frontalier",
  annualIncome: "90000-120000",
  has3aPillar: "no",
  currentInsurance: "lamal",
  mainGoal: "all",
  wantsCallback: "yes",
  callbackTime: "evening",
  situation: "Je travaille à Genève et j'habite à Annemasse.",
  consent: true,
};

/** Valid answers to the audit's second (refine) step for the frontalière above, for tests and benchmarks. */
export const validRefineAnswers = {
  civilStatus: "married",
  children: 2,
  employment: "employee-with-pension-fund",
  netIncome: 98_000,
  paid3aThisYear: 1_000,
  monthlyPremium: 420,
  currentDeductible: 300,
  expectedCosts: "low",
  frontalier: { workCanton: "GE", swissIncomeShare: 95, teleworkShare: 20 },
};

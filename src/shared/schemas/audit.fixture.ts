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

/** What the first step answers the rest of the dialog: the request, and the answers the second step builds on. */
export interface AuditSubmission {
  id: string;
  email: string;
  refineToken: string;
  /** First-step answers the optional second step builds on. */
  status: string;
  canton: string;
  currentInsurance: string;
  /** A frontalier's country of residence, when given. */
  residenceCountry?: string;
}

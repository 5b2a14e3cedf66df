/** The calculator session a demo request comes from, with the token that proves it is the visitor's own. */
export interface CalculatorLink {
  sessionId: string;
  token: string;
}

// JSON Schema keywords for the OpenAPI document where a zod refinement cannot be translated, so that the document
// refuses what the server refuses (attached with `.meta()`; zod's own checks stay the rule).

/** An email address (zod's `z.email()` behind a `.pipe()` does not reach the document). */
export const EMAIL_FORMAT = { format: "email" } as const;

/** Text with at least one visible character: the server trims, so whitespace only is empty. */
export const NOT_BLANK = { pattern: "\\S" } as const;

/**
 * A phone number: digits (6 to 15, E.164's most), an optional leading +, spaces, brackets, dots, slashes and dashes.
 * The server also checks that it is a real number of some country (libphonenumber), which no pattern can say.
 */
export const PHONE_NUMBER = {
  pattern: "^\\s*\\+?[\\s().\\/-]*(?:\\d[\\s().\\/-]*){6,15}$",
  description:
    "A valid phone number of any country: with its country code (+41 79 123 45 67), or national with phoneCountry",
} as const;

/** A date a browser reports: from the year 2000 on, and (the server checks) at most a day ahead of its clock. */
export const REPORTED_DATE = {
  pattern: "^20\\d\\d-",
  description: "From 2000-01-01 to one day after the server's current time",
} as const;

/** The refine step's rule: expected health costs given as "amount" need the amount. */
export const EXPECTED_COSTS_AMOUNT_RULE = {
  if: { properties: { expectedCosts: { const: "amount" } }, required: ["expectedCosts"] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited
  then: { required: ["expectedCostsAmount"] },
};

// JSON Schema keywords for the OpenAPI document where a zod refinement cannot be translated, so that the document
// refuses what the server refuses (attached with `.meta()`; zod's own checks stay the rule).

/** An email address (zod's `z.email()` behind a `.pipe()` does not reach the document). */
export const EMAIL_FORMAT = { format: "email" } as const;

/** Text with at least one visible character: the server trims, so whitespace only is empty. */
export const NOT_BLANK = { pattern: "\\S" } as const;

/**
 * What PostgreSQL cannot store, refused in every text: a NUL character. Typed, so that the rule refuses nothing but
 * such a string when zod also puts it on a wrapper (an optional or nullable field: null passes).
 */
const NUL = { type: "string", pattern: "\\u0000" } as const;

/** Text that can be stored: no NUL (the server also refuses lone UTF-16 surrogates, which JSON rarely carries). */
export const STORABLE_TEXT = { not: NUL } as const;

/**
 * What reads as a web address, the rule of text.ts (which compiles it with the `u` flag, as JSON Schema does; no `i`
 * flag there, so "www" is spelled in both cases): a scheme, "www." or a dotted host such as "billing.example".
 */
export const WEB_ADDRESS_PATTERN =
  ":\\/\\/|\\b[wW]{3}[.\\u2024\\u3002\\uFE52\\uFF0E\\uFF61]|[\\p{L}\\p{N}-][.\\u2024\\u3002\\uFE52\\uFF0E\\uFF61]\\p{L}{2,}(?![\\p{L}\\p{N}])";

/** A person's name: storable, at least one visible character, no web address. */
export const PERSON_NAME = {
  ...NOT_BLANK,
  not: { anyOf: [NUL, { type: "string", pattern: WEB_ADDRESS_PATTERN }] },
} as const;

/**
 * A phone number: digits (6 to 15, E.164's most), an optional leading +, spaces, brackets, dots, slashes and dashes.
 * The server also checks that it is a real number of some country (libphonenumber), which no pattern can say.
 */
export const PHONE_NUMBER = {
  pattern: "^\\s*\\+?[\\s().\\/-]*(?:\\d[\\s().\\/-]*){6,15}$",
  /** Not a registered format: a validator that knows it checks the number as libphonenumber does. */
  format: "phone",
  description:
    "A valid phone number of any country (libphonenumber's rules: a number no country assigns is refused): with " +
    "its country code (+41 79 123 45 67, 0041…), or national with phoneCountry",
} as const;

/** Not a registered format either: a validator that knows it accepts the zones the server's Intl knows. */
export const TIME_ZONE = {
  format: "time-zone",
  description: "An IANA time zone the server knows (Europe/Zurich, America/Toronto); any other is refused",
} as const;

/** A number written without its international code needs its country: phoneCountry one of the countries offered. */
export const PHONE_COUNTRY_RULE = {
  anyOf: [
    { properties: { phone: { pattern: "^\\s*(?:\\+|00)" } } },
    { properties: { phoneCountry: { enum: ["CH", "FR", "DE", "IT", "AT"] } }, required: ["phoneCountry"] },
  ],
} as const;

/** A date a browser reports, written in the years 2000 to 2099; one ahead of the server's clock (a wrong clock) is read as the server's time. */
export const REPORTED_DATE = {
  pattern: "^20\\d\\d-",
  description: "A date in the years 2000 to 2099; one after the server's current time is taken as that time",
} as const;

/** The refine step's rule: expected health costs given as "amount" need the amount. */
export const EXPECTED_COSTS_AMOUNT_RULE = {
  if: { properties: { expectedCosts: { const: "amount" } }, required: ["expectedCosts"] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited
  then: { required: ["expectedCostsAmount"] },
};

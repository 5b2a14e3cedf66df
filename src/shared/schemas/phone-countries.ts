// What a phone field needs before the number is read: the countries to pick and when one is needed. Kept apart from
// phone.ts, whose reading of the number needs libphonenumber's metadata (a download the browser makes later).

/** The countries a SwissHack visitor picks for a phone number; "other" means the number carries its +code. */
export const PHONE_COUNTRIES = ["CH", "FR", "DE", "IT", "AT", "other"] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/** "+41…" or "0041…": the number says its country itself. */
export const isInternational = (value: string) => /^\s*(\+|00)/.test(value);

/** Whether the number needs a country to be read: national, with no country chosen. */
export function needsCountry(value: string, country?: PhoneCountry | ""): boolean {
  return !isInternational(value) && (!country || country === "other");
}

import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { isInternational, type PhoneCountry } from "./phone-countries";

export { needsCountry, PHONE_COUNTRIES, type PhoneCountry } from "./phone-countries";

/**
 * The number in E.164 form ("+33612345678"), or null when it is not a valid number. A number written with its
 * international code is read as such; a national one ("06 12 34 56 78") only with the country the person chose:
 * without one it is never guessed (a French mobile read as Swiss is a Basel landline).
 */
export function toE164(value: string, country?: PhoneCountry | ""): string | null {
  const national = country && country !== "other" ? (country as CountryCode) : undefined;
  if (!isInternational(value) && !national) return null;
  const written = value.trim().replace(/^00/, "+");
  const phone = parsePhoneNumberFromString(written, national);
  return phone?.isValid() ? phone.number : null;
}

/** A stored number as a person writes it: "+41 79 123 45 67", "+49 151 23456789"; anything else as it is. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

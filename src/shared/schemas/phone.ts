import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** A number written without a country code is read as Swiss. */
const DEFAULT_COUNTRY = "CH";

/** The number in E.164 form ("+41791234567"), or null when it is not a valid number of any country. */
export function toE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, DEFAULT_COUNTRY);
  return phone?.isValid() ? phone.number : null;
}

/** A stored number as a person writes it: "+41 79 123 45 67", "+49 151 23456789"; anything else as it is. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value, DEFAULT_COUNTRY)?.formatInternational() ?? value;
}

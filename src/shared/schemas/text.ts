import { NOT_BLANK } from "./json-schema-hints";
import { storableString } from "./storable";

/** Line breaks, other control characters and bidirectional overrides: none belongs in a name. */
const NAME_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069\s]+/gu;

/** A name on one line: every run of breaks, controls and spaces becomes one space, ends trimmed. */
export function singleLine(value: string): string {
  return value.replace(NAME_BREAKERS, " ").trim();
}

/**
 * A person's name as stored, mailed and printed: one line (collapsed, not refused, so a pasted name still passes),
 * well formed, at most `max` characters.
 */
export const personName = (max: number, requiredMessage: string, tooLongMessage: string) =>
  storableString().overwrite(singleLine).min(1, requiredMessage).max(max, tooLongMessage).meta(NOT_BLANK);

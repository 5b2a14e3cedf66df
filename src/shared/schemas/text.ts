import { PERSON_NAME, WEB_ADDRESS_PATTERN } from "./json-schema-hints";
import { storableString } from "./storable";

/** Line breaks, other control characters and bidirectional overrides: none belongs in a name. */
const NAME_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069\s]+/gu;

/** A name on one line: every run of breaks, controls and spaces becomes one space, ends trimmed. */
export function singleLine(value: string): string {
  return value.replace(NAME_BREAKERS, " ").trim();
}

/**
 * What reads as a web address: a scheme ("https://"), "www.", or a dotted host such as "billing.example" (a
 * word, a dot, two letters or more, then anything but a letter or digit: "evil.example." too). The dot may be
 * another script's full stop ("evil。example") or a look-alike (U+2024, U+FE52), which browsers and mail clients read
 * as a dot in a host name; invisible characters between the parts do not hide it.
 * Initials ("J. R. Tolkien", "J.R.R. Tolkien") do not match. The OpenAPI document publishes the same pattern.
 */
const WEB_ADDRESS = new RegExp(WEB_ADDRESS_PATTERN, "u");

/** Invisible format characters (zero-width space and joiners, word joiner, BOM, soft hyphen): a mail app skips them. */
const INVISIBLE = /\p{Cf}/gu;

export const looksLikeWebAddress = (value: string) => WEB_ADDRESS.test(value.replace(INVISIBLE, ""));

/**
 * A person's name as stored, mailed and printed: one line (collapsed, not refused, so a pasted name still passes),
 * well formed, at most `max` characters, and no web address (a name is shown in emails to any address given).
 */
export const personName = (max: number, messages: { required: string; tooLong: string; webAddress: string }) =>
  storableString()
    .overwrite(singleLine)
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine((name) => !looksLikeWebAddress(name), messages.webAddress)
    .meta(PERSON_NAME);

import { z } from "./zod";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when PostgreSQL, an email and a PDF can all hold the text: no NUL character (PostgreSQL text refuses it)
 * and no lone UTF-16 surrogate (not encodable as UTF-8). Same as `String.prototype.isWellFormed` plus the NUL test.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

export const STORABLE_TEXT_MESSAGE = "Invalid characters";

/** `z.string()` that refuses NUL and lone surrogates; chain `.trim()`, `.min()`, `.max()` as usual. */
export const storableString = (message: string = STORABLE_TEXT_MESSAGE) =>
  z.string().refine(isStorableText, { message, abort: true });

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
  storableString().overwrite(singleLine).min(1, requiredMessage).max(max, tooLongMessage);

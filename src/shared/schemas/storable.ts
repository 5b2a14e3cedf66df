import { REPORTED_DATE, STORABLE_TEXT } from "./json-schema-hints";
import { z } from "./zod";

// Lone UTF-16 surrogates and NUL pass a plain z.string() but PostgreSQL refuses them (and so would an email or a PDF).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that can be stored and shown: no NUL character, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/**
 * What XML 1.0 forbids besides lone surrogates (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF),
 * with the C1 controls it discourages: control characters but those three.
 */
const XML_FORBIDDEN = /[^\P{Cc}\t\n\r]|[\uFFFE\uFFFF]/gu;

/** The text without the characters XML forbids (a feed with one of them is refused whole by feed readers). */
export const withoutXmlForbidden = (value: string) => value.replace(XML_FORBIDDEN, "");

/** `z.string()` that refuses NUL and lone surrogates; chain `.trim()`, `.min()`, `.max()` as usual. */
export const storableString = (message = "Contains characters that cannot be stored") =>
  z.string().refine(isStorableText, { message, abort: true }).meta(STORABLE_TEXT);

/**
 * The dates a browser may report: written in the years 2000 to 2099 (the document's pattern), and never ahead of the
 * server's clock: a browser whose clock is wrong still has its visit counted, at the server's time.
 */
const REPORTED_YEARS = new RegExp(REPORTED_DATE.pattern);

export const reportedDateTime = () =>
  z.iso
    .datetime({ offset: true })
    .refine((value) => REPORTED_YEARS.test(value), "Date out of range")
    .overwrite((value) => (Date.parse(value) > Date.now() ? new Date().toISOString() : value))
    .meta(REPORTED_DATE);

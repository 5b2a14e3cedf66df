import { REPORTED_DATE } from "./json-schema-hints";
import { z } from "./zod";

// Lone UTF-16 surrogates and NUL pass a plain z.string() but PostgreSQL refuses them (and so would an email or a PDF).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that can be stored and shown: no NUL character, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** `z.string()` that refuses NUL and lone surrogates; chain `.trim()`, `.min()`, `.max()` as usual. */
export const storableString = (message = "Contains characters that cannot be stored") =>
  z.string().refine(isStorableText, { message, abort: true });

/** The dates a browser may report: not before 2000, not more than a day ahead of the server's clock. */
export const EARLIEST_REPORTED_DATE = Date.UTC(2000, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

export const reportedDateTime = () =>
  z.iso
    .datetime({ offset: true })
    .refine((value) => {
      const time = Date.parse(value);
      return time >= EARLIEST_REPORTED_DATE && time <= Date.now() + DAY_MS;
    }, "Date out of range")
    .meta(REPORTED_DATE);

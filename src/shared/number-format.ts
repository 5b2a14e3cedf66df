/**
 * The digits of a number rounded to a whole one, without its sign, in groups of three: (1234567, ",") → "1,234,567".
 * Written out rather than with Intl: a page's first Intl object loads ICU's locale data, one task of 60–80 ms at 4x CPU
 * in the middle of hydration (the landing pages' counters format their figures while they hydrate; decision 0038).
 */
export function groupThousands(value: number, separator: string): string {
  if (!Number.isFinite(value)) return String(Math.abs(value));
  // BigInt writes every digit where String() would switch to an exponent (1e21).
  const digits = BigInt(Math.abs(Math.round(value))).toString();
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** "-" when the number, rounded to a whole one, is below zero: -0.4 is written "0", never "-0". */
export const minusSign = (value: number) => (Math.round(value) < 0 ? "-" : "");

/** "12,345", "-7": a number rounded to a whole one, grouped as in en-US. */
export function formatEnUsWholeNumber(value: number): string {
  return `${minusSign(value)}${groupThousands(value, ",")}`;
}

/** "$1,234", "-$56": US dollars rounded to whole ones, as in en-US. */
export function formatUsd(value: number): string {
  return `${minusSign(value)}$${groupThousands(value, ",")}`;
}

/**
 * The digits of a number rounded to a whole one, without its sign, in groups of three: (1234567, ",") → "1,234,567".
 * Built by hand rather than with Intl: the first Intl formatter a page builds loads its locale data, about 80 ms of
 * main thread on a slow phone, in the task that evaluates the page's scripts.
 */
export function groupThousands(value: number, separator: string): string {
  const whole = Math.abs(Math.round(value));
  if (!Number.isFinite(whole)) return String(whole);
  // From 1e21 on, String() writes an exponent; BigInt writes every digit.
  const digits = whole < 1e21 ? String(whole) : BigInt(whole).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
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

let enUs: Intl.NumberFormat | undefined;

/** The digits of a number rounded to a whole one, without its sign, in groups of three: (1234567, ",") → "1,234,567". */
export function groupThousands(value: number, separator: string): string {
  if (!Number.isFinite(value)) return String(Math.abs(value));
  enUs ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, useGrouping: true });
  return enUs.format(Math.abs(Math.round(value))).replaceAll(",", separator);
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

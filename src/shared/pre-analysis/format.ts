/**
 * French formatting of amounts, percentages and ranges. Thousands are separated by a no-break space (U+00A0), not
 * the narrow one Intl uses (U+202F), which the PDF fonts do not all render.
 */

import { groupThousands, minusSign } from "../number-format";

export const NBSP = "\u00a0";

export interface Range {
  low: number;
  high: number;
}

/** "CHF 7 258" */
export function formatChf(amount: number): string {
  return `CHF${NBSP}${formatNumber(amount)}`;
}

/** "+ CHF 370", "- CHF 540" or "CHF 0": a difference from a reference amount. */
export function formatChfDifference(amount: number): string {
  const rounded = Math.round(amount);
  if (rounded === 0) return formatChf(0);
  return `${rounded > 0 ? "+" : "-"}${NBSP}${formatChf(Math.abs(rounded))}`;
}

/** "CHF 1 100 – 2 200" */
export function formatChfRange({ low, high }: Range): string {
  return `${formatChf(low)} – ${formatNumber(high)}`;
}

/** "CHF 400 à 800", in running text */
export function formatChfSpan({ low, high }: Range): string {
  return `${formatChf(low)} à ${formatNumber(high)}`;
}

/** 0.2 → "20 %", 0.499 → "49,9 %" */
export function formatPercent(rate: number): string {
  const percent = Math.round(rate * 10000) / 100;
  return `${String(percent).replace(".", ",")}${NBSP}%`;
}

/** { low: 0.1, high: 0.2 } → "10 – 20 %" */
export function formatPercentRange({ low, high }: Range): string {
  return `${formatPercent(low).replace(`${NBSP}%`, "")} – ${formatPercent(high)}`;
}

/** "7 258" without currency, for counts and thresholds in running text. */
export function formatNumber(value: number): string {
  return `${minusSign(value)}${groupThousands(value, NBSP)}`;
}

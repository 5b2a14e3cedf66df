// The Premium audit's price as the person pays it (SPEC: CHF 590 one-time), VAT included as Swiss law requires of a
// price shown to consumers (decision 0048).

/** CHF 590 in centimes: what the checkout charges. */
export const PREMIUM_PRICE_CENTIMES = 590_00;

/** Switzerland's standard VAT rate since 2024, in basis points (8.1 %). */
export const VAT_RATE_BASIS_POINTS = 810;

/** The VAT a price that includes it holds, in centimes: 590.00 at 8.1 % holds 44.21. */
export function includedVat(centimes: number, rateBasisPoints: number): number {
  return Math.round((centimes * rateBasisPoints) / (10_000 + rateBasisPoints));
}

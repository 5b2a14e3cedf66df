import { describe, expect, it } from "vitest";
import { includedVat, PREMIUM_PRICE_CENTIMES, VAT_RATE_BASIS_POINTS } from "./price";

describe("the Premium audit's price", () => {
  it("holds the Swiss standard VAT of 8.1 % (ESTV, since 1 January 2024): CHF 44.21 of CHF 590", () => {
    expect(PREMIUM_PRICE_CENTIMES).toBe(59_000);
    expect(includedVat(PREMIUM_PRICE_CENTIMES, VAT_RATE_BASIS_POINTS)).toBe(4_421);
    expect(includedVat(10_810, 810)).toBe(810);
  });
});

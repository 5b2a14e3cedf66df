import { describe, expect, it } from "vitest";
import {
  formatChf,
  formatChfDifference,
  formatChfRange,
  formatChfSpan,
  formatNumber,
  formatPercent,
  formatPercentRange,
  NBSP,
} from "./format";

const s = (text: string) => text.replaceAll(" ", NBSP);

describe("French formatting", () => {
  it.each([
    [0, "CHF 0"],
    [700, "CHF 700"],
    [7_258, "CHF 7 258"],
    [36_288, "CHF 36 288"],
    [1_234_567, "CHF 1 234 567"],
    [1_539.6, "CHF 1 540"],
    [-1_234.4, "CHF -1 234"],
    [-0.4, "CHF 0"],
    [-0, "CHF 0"],
  ])("formatChf(%d)", (amount, expected) => {
    expect(formatChf(amount)).toBe(s(expected));
  });

  it.each([
    [370, "+ CHF 370"],
    [-540, "- CHF 540"],
    [-1_540, "- CHF 1 540"],
    [0, "CHF 0"],
  ])("formatChfDifference(%d)", (amount, expected) => {
    expect(formatChfDifference(amount)).toBe(s(expected));
  });

  it("formats ranges and percentages", () => {
    expect(formatChfRange({ low: 1_100, high: 2_200 })).toBe(`CHF${NBSP}1${NBSP}100 – 2${NBSP}200`);
    expect(formatPercent(0.2)).toBe(`20${NBSP}%`);
    expect(formatPercent(0.499)).toBe(`49,9${NBSP}%`);
    expect(formatPercent(0.0125)).toBe(`1,25${NBSP}%`);
    expect(formatPercentRange({ low: 0.1, high: 0.2 })).toBe(`10 – 20${NBSP}%`);
  });

  it.each([
    [{ low: 400, high: 800 }, "CHF 400 à 800"],
    [{ low: 1_000, high: 2_500 }, "CHF 1 000 à 2 500"],
  ])("formatChfSpan(%o)", (range, expected) => {
    expect(formatChfSpan(range).replaceAll(NBSP, " ")).toBe(expected);
    expect(formatChfSpan(range)).toMatch(/^CHF\u00a0/);
  });

  it.each([
    [7_258, "7 258"],
    [-7_258, "-7 258"],
    [-0.4, "0"],
    [0.4, "0"],
    [-0.6, "-1"],
  ])("formatNumber(%d): the sign is that of the number as written", (value, expected) => {
    expect(formatNumber(value)).toBe(s(expected));
  });

  it("keeps the sign of a range's upper end", () => {
    expect(formatChfRange({ low: -2_000, high: -500 })).toBe(`CHF${NBSP}-2${NBSP}000 – -500`);
  });

  it("never uses the narrow no-break space", () => {
    expect(formatChf(1_000_000)).not.toContain("\u202f");
  });
});

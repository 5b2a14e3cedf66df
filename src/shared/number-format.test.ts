import { describe, expect, it } from "vitest";
import { formatEnUsWholeNumber, formatUsd, groupThousands } from "./number-format";

const wholeNumbers = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 25000, 99999, 100000, 123456, 999999, 1000000, 1234567, 98765432,
  2147483647, 9007199254740991, 1e21, 1e22,
];

describe("groupThousands", () => {
  it("groups the digits of the rounded absolute value", () => {
    expect(groupThousands(1234567, ",")).toBe("1,234,567");
    expect(groupThousands(-1234.6, "\u00a0")).toBe("1\u00a0235");
    expect(groupThousands(999.4, ",")).toBe("999");
  });

  it("writes every digit where String() would write an exponent", () => {
    expect(groupThousands(1e21, ",")).toBe("1,000,000,000,000,000,000,000");
  });

  it("says what is not a number instead of grouping it", () => {
    expect(groupThousands(Number.NaN, ",")).toBe("NaN");
    expect(groupThousands(Number.POSITIVE_INFINITY, ",")).toBe("Infinity");
  });
});

describe("en-US formats, without Intl", () => {
  const intlNumber = new Intl.NumberFormat("en-US");
  const intlUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

  it("write whole numbers as Intl does", () => {
    for (const n of wholeNumbers.flatMap((n) => [n, -n]).filter((n) => !Object.is(n, -0))) {
      expect(formatEnUsWholeNumber(n)).toBe(intlNumber.format(n));
      expect(formatUsd(n)).toBe(intlUsd.format(n));
    }
  });

  it("round to whole numbers first", () => {
    expect(formatEnUsWholeNumber(1234.5)).toBe("1,235");
    expect(formatUsd(-1234.7)).toBe("-$1,235");
    expect(formatUsd(-0.2)).toBe("$0");
  });
});

import { describe, expect, it } from "vitest";
import { formatChfIn, formatLongDate, formatPercentIn, formatWholeNumber } from "./format";

describe("one number format per language", () => {
  it("writes CHF 7'258 with the Swiss apostrophe in German and Italian", () => {
    expect(formatChfIn(7258, "de")).toBe("CHF\u00a07'258");
    expect(formatChfIn(7258, "it")).toBe("CHF\u00a07'258");
  });

  it("keeps the project's French format, grouped by a no-break space", () => {
    expect(formatChfIn(7258, "fr")).toBe("CHF\u00a07\u00a0258");
    expect(formatWholeNumber(-1234567, "fr")).toBe("-1\u00a0234\u00a0567");
  });

  it("writes percentages with each language's decimal mark", () => {
    expect(formatPercentIn(0.499, "fr")).toBe("49,9\u00a0%");
    expect(formatPercentIn(0.499, "de")).toBe("49.9\u00a0%");
    expect(formatPercentIn(0.2, "en")).toBe("20%");
    expect(formatPercentIn(0.0125, "de")).toBe("1.25\u00a0%");
  });

  it("writes dates as each language does", () => {
    const date = new Date("2026-11-25T12:00:00Z");
    expect(formatLongDate(date, "de")).toBe("25. November 2026");
    expect(formatLongDate(date, "it")).toBe("25 novembre 2026");
    expect(formatLongDate(date, "fr")).toBe("25 novembre 2026");
  });
});

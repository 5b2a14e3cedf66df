import { describe, expect, it } from "vitest";
import { lastDays, lastWeeks } from "./overview";

describe("the overview's periods", () => {
  it("lists the last 30 days up to today, oldest first, across a month's end", () => {
    const days = lastDays(new Date("2026-03-02T10:00:00Z"), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-02-01");
    expect(days.at(-1)).toBe("2026-03-02");
    expect(days).toContain("2026-02-28");
  });

  it("lists the Mondays of the last 12 weeks, this week's last", () => {
    // 2026-11-29 is a Sunday: its week began on Monday 23 November.
    const weeks = lastWeeks(new Date("2026-11-29T23:00:00Z"), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe("2026-11-23");
    expect(weeks[0]).toBe("2026-09-07");
    expect(lastWeeks(new Date("2026-11-23T00:30:00Z"), 1)).toEqual(["2026-11-23"]);
  });
});

import { describe, expect, it } from "vitest";
import { formatDateFr, lastWorkingDayOfMonth, swissDate, toIsoDate } from "./civil-date";

describe("lastWorkingDayOfMonth", () => {
  it.each([
    { year: 2026, expected: "2026-11-30" }, // Monday
    { year: 2027, expected: "2027-11-30" }, // Tuesday
    { year: 2025, expected: "2025-11-28" }, // the 30th is a Sunday
    { year: 2024, expected: "2024-11-29" }, // the 30th is a Saturday
  ])("November $year: $expected", ({ year, expected }) => {
    expect(toIsoDate(lastWorkingDayOfMonth(year, 11))).toBe(expected);
  });
});

describe("swissDate", () => {
  it("takes the day as lived in Switzerland", () => {
    expect(swissDate(new Date("2026-11-30T23:30:00Z"))).toEqual({ year: 2026, month: 12, day: 1 });
    expect(swissDate(new Date("2026-06-30T21:59:00Z"))).toEqual({ year: 2026, month: 6, day: 30 });
  });
});

describe("formatDateFr", () => {
  it.each([
    [{ year: 2026, month: 11, day: 30 }, true, "lundi 30 novembre 2026"],
    [{ year: 2027, month: 1, day: 1 }, false, "1er janvier 2027"],
    [{ year: 2027, month: 3, day: 31 }, false, "31 mars 2027"],
  ])("%o", (date, withWeekday, expected) => {
    expect(formatDateFr(date, withWeekday)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { type Availability, availabilitySchema, DEFAULT_AVAILABILITY, withMergedRanges } from "./availability";

const withMonday = (ranges: { start: string; end: string }[]): Availability => ({
  ...DEFAULT_AVAILABILITY,
  weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, "1": ranges },
});

/** Issue 40, item 9: the public list showed "10:00 10:00 10:30 10:30" for a day with a range given twice. */
describe("a day's working hours", () => {
  it.each([
    [
      "the same range twice",
      [
        { start: "10:00", end: "11:00" },
        { start: "10:00", end: "11:00" },
      ],
    ],
    [
      "ranges that overlap",
      [
        { start: "09:00", end: "12:00" },
        { start: "11:30", end: "14:00" },
      ],
    ],
    [
      "a range inside another",
      [
        { start: "13:00", end: "14:00" },
        { start: "09:00", end: "17:00" },
      ],
    ],
  ])("refuses %s, naming the day and both ranges", (_label, ranges) => {
    const parsed = availabilitySchema.safeParse(withMonday(ranges));
    expect(parsed.success).toBe(false);
    const [issue] = parsed.error?.issues ?? [];
    expect(issue?.path).toEqual(["weeklyHours", "1"]);
    expect(issue?.message).toMatch(/^Monday's hours overlap: \d\d:\d\d–\d\d:\d\d and \d\d:\d\d–\d\d:\d\d$/);
  });

  it("accepts ranges that only touch, in any order", () => {
    const ranges = [
      { start: "13:00", end: "17:00" },
      { start: "09:00", end: "12:00" },
      { start: "12:00", end: "13:00" },
    ];
    expect(availabilitySchema.safeParse(withMonday(ranges)).success).toBe(true);
  });
});

describe("hours saved before overlaps were refused", () => {
  it("are read with overlapping ranges merged, not replaced by the defaults", () => {
    const saved = withMonday([
      { start: "10:00", end: "11:00" },
      { start: "10:00", end: "11:00" },
      { start: "10:30", end: "12:00" },
      { start: "12:00", end: "13:00" },
      { start: "08:00", end: "09:00" },
    ]);
    expect(withMergedRanges(saved).weeklyHours["1"]).toEqual([
      { start: "08:00", end: "09:00" },
      { start: "10:00", end: "12:00" },
      { start: "12:00", end: "13:00" },
    ]);
    expect(availabilitySchema.safeParse(withMergedRanges(saved)).success).toBe(true);
  });
});

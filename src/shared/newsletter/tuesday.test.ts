import { describe, expect, it } from "vitest";
import { nextTuesdayMorning, scheduleProblem, zurichInstant } from "./tuesday";

const now = new Date("2026-11-18T10:00:00Z"); // a Wednesday

describe("the Tuesday-morning rule", () => {
  it("accepts a future Tuesday morning, in Zurich time across both clock changes", () => {
    expect(scheduleProblem("2026-11-24", "08:00", now)).toBeNull();
    expect(zurichInstant("2026-11-24", "08:00").toISOString()).toBe("2026-11-24T07:00:00.000Z");
    expect(zurichInstant("2027-06-01", "08:00").toISOString()).toBe("2027-06-01T06:00:00.000Z");
  });

  it("refuses another weekday, an afternoon, the past and a date that does not exist, saying why", () => {
    expect(scheduleProblem("2026-11-25", "08:00", now)?.message).toBe(
      "The newsletter goes out on Tuesdays: 2026-11-25 is a Wednesday",
    );
    expect(scheduleProblem("2026-11-24", "12:00", now)).toEqual({
      field: "time",
      message: "Choose a morning time, before 12:00 (Zurich time)",
    });
    expect(scheduleProblem("2026-11-17", "08:00", now)?.message).toMatch(/is in the past/);
    expect(scheduleProblem("2026-02-30", "08:00", now)?.message).toBe("2026-02-30 is not a date");
  });

  it("defaults to 08:00 on the next Tuesday still to come", () => {
    expect(nextTuesdayMorning(now)).toEqual({ day: "2026-11-24", time: "08:00" });
    // On a Tuesday before eight it is today; after eight, a week later.
    expect(nextTuesdayMorning(new Date("2026-11-24T06:30:00Z"))).toEqual({ day: "2026-11-24", time: "08:00" });
    expect(nextTuesdayMorning(new Date("2026-11-24T07:30:00Z"))).toEqual({ day: "2026-12-01", time: "08:00" });
  });
});

import { describe, expect, it } from "vitest";
import { addWorkingDays } from "./working-days";

describe("5 working days", () => {
  it("skip weekends", () => {
    expect(addWorkingDays("2026-11-27", 5)).toBe("2026-12-04");
    expect(addWorkingDays("2026-11-29", 5)).toBe("2026-12-04");
    expect(addWorkingDays("2026-11-30", 5)).toBe("2026-12-07");
  });

  it("skip the national holidays: Christmas and New Year's Day", () => {
    expect(addWorkingDays("2026-12-22", 5)).toBe("2026-12-30");
    expect(addWorkingDays("2026-12-29", 5)).toBe("2027-01-06");
    expect(addWorkingDays("2026-07-30", 1)).toBe("2026-07-31");
    expect(addWorkingDays("2026-07-31", 1)).toBe("2026-08-03");
  });
});

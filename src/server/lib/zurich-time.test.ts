import { describe, expect, it } from "vitest";
import { addDays, lastZurichDays, zurichBounds, zurichDay, zurichHour, zurichMidnight } from "./zurich-time";

const at = (iso: string) => new Date(iso);
const hours = ([start, end]: [Date, Date]) => (end.getTime() - start.getTime()) / 3_600_000;

describe("Zurich days", () => {
  it("names the Zurich day of an instant, which is not the UTC day around midnight", () => {
    expect(zurichDay(at("2026-11-22T22:59:59Z"))).toBe("2026-11-22");
    expect(zurichDay(at("2026-11-22T23:00:00Z"))).toBe("2026-11-23");
    expect(zurichDay(at("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
    expect(zurichDay(at("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
    expect(zurichHour(at("2026-07-01T22:00:00Z"))).toBe(0);
  });

  it("starts a day at Zurich midnight, in winter and in summer", () => {
    expect(zurichMidnight("2026-11-22").toISOString()).toBe("2026-11-21T23:00:00.000Z");
    expect(zurichMidnight("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });

  it("gives the day the clocks go forward 23 hours and the day they go back 25", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST. 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(zurichMidnight("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(zurichMidnight("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(hours(zurichBounds({ from: "2026-03-29", to: "2026-03-29" }))).toBe(23);
    expect(zurichMidnight("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(hours(zurichBounds({ from: "2026-10-25", to: "2026-10-25" }))).toBe(25);
    expect(hours(zurichBounds({ from: "2026-10-24", to: "2026-10-26" }))).toBe(24 + 25 + 24);
  });

  it("puts the instants around a clock change in the right day", () => {
    expect(zurichDay(at("2026-03-29T00:59:59Z"))).toBe("2026-03-29"); // 01:59:59 CET
    expect(zurichHour(at("2026-03-29T01:00:00Z"))).toBe(3); // 03:00 CEST, 02:00 never happens
    expect(zurichHour(at("2026-10-25T00:30:00Z"))).toBe(2); // the first 02:30 (CEST)
    expect(zurichHour(at("2026-10-25T01:30:00Z"))).toBe(2); // the second 02:30 (CET)
    expect(zurichDay(at("2026-10-25T22:59:59Z"))).toBe("2026-10-25");
  });

  it("counts periods in calendar days, across months, years and clock changes", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    // 23:30 UTC on 28 March is already 29 March in Zurich: the last 7 days end there.
    expect(lastZurichDays(7, at("2026-03-28T23:30:00Z"))).toEqual({ from: "2026-03-23", to: "2026-03-29" });
    expect(lastZurichDays(1, at("2026-10-25T12:00:00Z"))).toEqual({ from: "2026-10-25", to: "2026-10-25" });
  });
});

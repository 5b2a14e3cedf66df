import { describe, expect, it } from "vitest";
import { zurichInstant, zurichWallClock } from "./zurich-wall-clock";

describe("Zurich wall-clock times", () => {
  it("reads a winter time as UTC+1 and a summer time as UTC+2", () => {
    expect(zurichInstant("2026-12-01T08:00")?.toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(zurichInstant("2026-07-01T08:00")?.toISOString()).toBe("2026-07-01T06:00:00.000Z");
  });

  it("has no instant for the hour skipped in March, and takes October's doubled hour the first time", () => {
    expect(zurichInstant("2026-03-29T02:30")).toBeUndefined();
    expect(zurichInstant("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("refuses malformed times and round-trips instants", () => {
    expect(zurichInstant("2026-02-30T08:00")).toBeUndefined();
    expect(zurichInstant("2026-12-01 08:00")).toBeUndefined();
    expect(zurichWallClock(new Date("2026-12-01T07:00:00Z"))).toBe("2026-12-01T08:00");
  });
});

import { describe, expect, it } from "vitest";
import { timeOrderedHex, uuidV7 } from "./time-ordered-id";

describe("time-ordered ids", () => {
  it("start with the time, so later ids sort after earlier ones", () => {
    const earlier = timeOrderedHex(Date.parse("2026-11-23T10:00:00.000Z"));
    const later = timeOrderedHex(Date.parse("2026-11-23T10:00:00.001Z"));
    expect(earlier).toMatch(/^[0-9a-f]{32}$/);
    expect(earlier.slice(0, 12)).toBe(Date.parse("2026-11-23T10:00:00.000Z").toString(16).padStart(12, "0"));
    expect(later > earlier).toBe(true);
  });

  it("differ within the same millisecond", () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => timeOrderedHex(now)));
    expect(ids.size).toBe(1000);
  });

  it("make UUIDs of version 7 and the RFC 9562 variant, which PostgreSQL's uuid type reads", () => {
    const id = uuidV7(Date.parse("2026-11-23T10:00:00.000Z"));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.replaceAll("-", "").slice(0, 12)).toBe(
      Date.parse("2026-11-23T10:00:00.000Z").toString(16).padStart(12, "0"),
    );
    expect(uuidV7(Date.parse("2026-11-23T10:00:01Z")) > id).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { cachedReadiness, READINESS_MAX_AGE_MS } from "./readiness";

describe("cachedReadiness", () => {
  it("asks the database once for every probe within the maximum age, then again", async () => {
    let clock = 0;
    let pings = 0;
    let down = false;
    const ready = cachedReadiness(
      async () => {
        pings += 1;
        if (down) throw new Error("ECONNREFUSED");
      },
      () => clock,
    );
    expect(await Promise.all([ready(), ready(), ready()])).toEqual([true, true, true]);
    expect(pings).toBe(1);
    down = true;
    clock += READINESS_MAX_AGE_MS - 1;
    expect(await ready()).toBe(true);
    expect(pings).toBe(1);
    clock += 1;
    expect(await ready()).toBe(false);
    expect(pings).toBe(2);
  });

  it("is not ready when the database does not answer in time", async () => {
    const ready = cachedReadiness(() => new Promise(() => {}));
    expect(await ready()).toBe(false);
  }, 5000);
});

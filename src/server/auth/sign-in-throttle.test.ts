import { describe, expect, it } from "vitest";
import { delayAfterFailure } from "./sign-in-throttle";

describe("delayAfterFailure", () => {
  const policy = { freeFailures: 5, maxDelaySeconds: 900 };

  it("lets the first failures through, then doubles the wait from one second", () => {
    expect([1, 4, 5, 6, 7, 8].map((n) => delayAfterFailure(n, policy))).toEqual([0, 0, 1, 2, 4, 8]);
  });

  it("never locks for longer than the cap, however many failures", () => {
    expect(delayAfterFailure(10_000, policy)).toBe(900);
  });
});

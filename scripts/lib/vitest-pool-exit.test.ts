import { describe, expect, it } from "vitest";
import { failedOnlyByPoolExit } from "./vitest-pool-exit.mjs";

const passed = { numTotalTests: 10, numFailedTests: 0, numFailedTestSuites: 0, testResults: [{ status: "passed" }] };
const poolExit = "Vitest caught 1 unhandled error during the test run.\nError: Worker exited unexpectedly\n";

describe("a Vitest run failed only by its pool's exit (decision 0049)", () => {
  it("is one whose tests all passed and whose only unhandled error is the worker's exit", () =>
    expect(failedOnlyByPoolExit(passed, poolExit)).toBe(true));
  it("is not one with a failed test", () =>
    expect(failedOnlyByPoolExit({ ...passed, numFailedTests: 1 }, poolExit)).toBe(false));
  it("is not one with a failed file", () =>
    expect(failedOnlyByPoolExit({ ...passed, testResults: [{ status: "failed" }] }, poolExit)).toBe(false));
  it("is not one with another unhandled error beside the exit", () =>
    expect(
      failedOnlyByPoolExit(
        passed,
        "Vitest caught 2 unhandled errors during the test run.\nError: Worker exited unexpectedly\nTypeError: x is undefined",
      ),
    ).toBe(false));
  it("is not one without a report or without tests", () => {
    expect(failedOnlyByPoolExit(undefined, poolExit)).toBe(false);
    expect(failedOnlyByPoolExit({ ...passed, numTotalTests: 0 }, poolExit)).toBe(false);
  });
  it("reads the output through the terminal's colour codes", () =>
    expect(
      failedOnlyByPoolExit(
        passed,
        "\u001b[31mVitest caught \u001b[1m1\u001b[22m unhandled error during the test run.\nError: Worker exited unexpectedly",
      ),
    ).toBe(true));
  it("is not one that failed for a reason the output does not name", () =>
    expect(failedOnlyByPoolExit(passed, "")).toBe(false));
});

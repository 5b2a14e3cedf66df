import { afterEach, describe, expect, it, vi } from "vitest";
import { browserTimeZone } from "./time-zone";

describe("browserTimeZone", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks Temporal where the browser has it", () => {
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Europe/Zurich" } });
    expect(browserTimeZone()).toBe("Europe/Zurich");
  });

  it("falls back to Intl without Temporal", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

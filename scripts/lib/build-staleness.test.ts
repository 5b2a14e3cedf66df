import { describe, expect, it } from "vitest";
import { buildStaleness } from "./build-staleness.mjs";

const inputs = (siteUrl: string, port: string) => JSON.stringify([siteUrl, port]);

describe("why npm start builds again (field round five: it said 'older than its sources' when a value changed)", () => {
  it("says what changed", () => {
    expect(buildStaleness(null, inputs("", ""), 0)).toBe("there is no build yet");
    const stamp = { builtAt: 1000, buildInputs: inputs("https://swisshack.ch", "") };
    expect(buildStaleness(stamp, inputs("https://www.swisshack.ch", ""), 10)).toBe(
      "SITE_URL changed since the last build",
    );
    expect(buildStaleness(stamp, inputs("https://swisshack.ch", "8080"), 10)).toBe("PORT changed since the last build");
    expect(buildStaleness(stamp, inputs("https://swisshack.ch", ""), 2000)).toBe(
      "the sources changed since the last build",
    );
  });

  it("builds nothing when only the brands' details or other operator values changed (they are read at run time)", () => {
    const stamp = { builtAt: 1000, buildInputs: inputs("https://swisshack.ch", "") };
    expect(buildStaleness(stamp, inputs("https://swisshack.ch", ""), 500)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { formatDuration, formatRoi, visitorIdentity } from "./admin-format";

describe("admin formats", () => {
  it.each([
    [0, "under 1s"],
    [42, "42s"],
    [null, "N/A"],
    [undefined, "N/A"],
  ])("duration %j is %j", (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it("shows visitors as User # and 8 characters", () => {
    expect(visitorIdentity("abcdef123456")).toBe("User #abcdef12");
    expect(visitorIdentity(null)).toBe("Anonymous");
  });

  it("says whether ROI data came with a demo", () => {
    expect(formatRoi({ monthlyROI: 21955, annualROI: 263460 })).toBe("Yes: $21,955/month, $263,460/year");
    expect(formatRoi(null)).toBe("No ROI data");
  });
});

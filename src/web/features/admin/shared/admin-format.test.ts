import { describe, expect, it } from "vitest";
import { formatDate, formatDuration, formatRoi, visitorIdentity } from "./admin-format";

describe("admin formats", () => {
  it.each([
    [0, "under 1s", "moins d'1\u00a0s"],
    [42, "42s", "42\u00a0s"],
    [null, "N/A", "n.\u00a0d."],
    [undefined, "N/A", "n.\u00a0d."],
  ])("duration %j is %j, in French %j", (seconds, english, french) => {
    expect(formatDuration(seconds, "en")).toBe(english);
    expect(formatDuration(seconds, "fr")).toBe(french);
  });

  it("shows visitors as User # and 8 characters", () => {
    expect(visitorIdentity("abcdef123456", "en")).toBe("User #abcdef12");
    expect(visitorIdentity("abcdef123456", "fr")).toBe("Utilisateur n°\u00a0abcdef12");
    expect(visitorIdentity(null, "en")).toBe("Anonymous");
    expect(visitorIdentity(null, "fr")).toBe("Anonyme");
  });

  it("says whether ROI data came with a demo", () => {
    expect(formatRoi({ monthlyROI: 21955, annualROI: 263460 }, "en")).toBe("Yes: $21,955/month, $263,460/year");
    expect(formatRoi({ monthlyROI: 21955, annualROI: 263460 }, "fr")).toBe("Oui\u00a0: $21,955/mois, $263,460/an");
    expect(formatRoi(null, "en")).toBe("No ROI data");
  });

  it("writes dates the Swiss French or the British way", () => {
    const moment = new Date(2026, 5, 14, 9, 30);
    expect(formatDate(moment, "fr")).toBe("14 juin 2026, 09:30");
    expect(formatDate(moment, "en")).toBe("14 Jun 2026, 09:30");
    expect(formatDate("not a date", "fr")).toBe("");
  });
});

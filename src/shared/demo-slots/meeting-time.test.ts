import { describe, expect, it } from "vitest";
import { formatMeetingTime, formatSlotTime, genericZoneName } from "./meeting-time";

const THURSDAY_AFTERNOON = "2026-12-03T19:30:00Z";
const FRIDAY_MORNING = "2026-11-27T14:05:00Z";

describe("a meeting's time", () => {
  it("stays SPEC's English for English readers", () => {
    expect(formatMeetingTime(THURSDAY_AFTERNOON, "America/New_York")).toBe("Thursday, December 3, 2026 at 2:30 PM EST");
    expect(formatMeetingTime(THURSDAY_AFTERNOON, "America/New_York", "en")).toBe(
      "Thursday, December 3, 2026 at 2:30 PM EST",
    );
  });

  it("is written as Quebec writes it for French readers: unpadded hour, the zone's name in words", () => {
    expect(formatMeetingTime(THURSDAY_AFTERNOON, "America/Toronto", "fr")).toBe(
      "jeudi 3 décembre 2026 à 14 h 30 (heure de l'Est)",
    );
    expect(formatMeetingTime(FRIDAY_MORNING, "America/Montreal", "fr")).toBe(
      "vendredi 27 novembre 2026 à 9 h 05 (heure de l'Est)",
    );
  });

  it("gives a slot's start in the same style as the meeting's", () => {
    expect(formatSlotTime(FRIDAY_MORNING, "America/Toronto")).toBe("9:05 AM");
    expect(formatSlotTime(FRIDAY_MORNING, "America/Toronto", "fr")).toBe("9 h 05");
    expect(formatSlotTime(THURSDAY_AFTERNOON, "America/Toronto", "fr")).toBe("14 h 30");
  });
});

describe("a time zone named for a person (field round five: 'Meetings (America/New York time)')", () => {
  const winter = new Date("2026-12-03T15:00:00Z");
  it("is the zone's generic name in the reader's language, never its identifier", () => {
    expect(genericZoneName("America/New_York", "en-GB", winter)).toBe("Eastern Time");
    expect(genericZoneName("America/New_York", "fr-CH", winter)).toBe("heure de l'Est nord-américain");
    expect(genericZoneName("Europe/Zurich", "fr-CH", winter)).toBe("heure d'Europe centrale");
  });
});

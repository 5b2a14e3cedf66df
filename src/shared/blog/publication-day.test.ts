import { expect, it } from "vitest";
import { publicationDay } from "./publication-day";

it("writes the day in the post's language, on Zurich's calendar", () => {
  // 23:30 UTC on 26 November is already the 27th in Zurich (UTC+1 in winter).
  expect(publicationDay("2026-11-26T23:30:00Z", "fr")).toBe("27 novembre 2026");
  expect(publicationDay("2026-11-26T23:30:00Z", "de")).toBe("27. November 2026");
  expect(publicationDay("2026-11-26T23:30:00Z", "it")).toBe("27 novembre 2026");
});

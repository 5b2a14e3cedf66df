import { describe, expect, it } from "vitest";
import { consentFor, readConsent, tracksAfterConsent } from "./consent";

const now = new Date("2026-11-22T12:00:00Z");

describe("consent records", () => {
  it("builds the three choices of the banner", () => {
    expect(consentFor("accept-all", now)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: now.toISOString(),
    });
    expect(consentFor("refuse", now)).toMatchObject({ analytics: false, marketing: false });
    expect(consentFor({ analytics: true, marketing: false }, now)).toMatchObject({ analytics: true, marketing: false });
  });

  it("turns every choice into a refusal when the browser sends Global Privacy Control", () => {
    expect(consentFor("accept-all", now, true)).toMatchObject({ necessary: true, analytics: false, marketing: false });
  });

  it("reads back a recent record and forgets one older than six months", () => {
    const fresh = JSON.stringify(consentFor("accept-all", new Date("2026-06-01T00:00:00Z")));
    expect(readConsent(fresh, now)?.analytics).toBe(true);
    const old = JSON.stringify(consentFor("accept-all", new Date("2026-05-21T00:00:00Z")));
    expect(readConsent(old, now)).toBeNull();
  });

  it.each([
    null,
    "",
    "not json",
    "{}",
    '{"analytics":"yes","marketing":false,"timestamp":"x"}',
    JSON.stringify(consentFor("refuse", new Date("2030-01-01"))),
  ])("treats %j as no consent", (raw) => {
    expect(readConsent(raw, now)).toBeNull();
  });

  it("does not retrigger tracking on /admin and /auth", () => {
    expect(tracksAfterConsent("/faq")).toBe(true);
    expect(tracksAfterConsent("/admin")).toBe(false);
    expect(tracksAfterConsent("/auth")).toBe(false);
  });
});

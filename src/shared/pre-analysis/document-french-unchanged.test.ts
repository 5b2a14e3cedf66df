import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildPreAnalysis } from "./build-pre-analysis";
import { PROFILES, TODAY } from "./testing/test-profiles";

/**
 * The French documents of the test profiles, hashed before the texts moved to per-language modules (issue 31):
 * German and Italian must not change a byte of the French. Updated in issue 39, on purpose: the deductible deadlines
 * cite LAMal art. 7 al. 2 and OAMal art. 94 al. 1, the A1 rule from 25 % of telework, the TOU wording (at least CHF
 * 120,000, the spouse), and a frontalier's country is the one given, never France by default.
 */
const BEFORE_LANGUAGES: Record<keyof typeof PROFILES, string> = {
  "employee with a pension fund in VD": "5bc20da2ff7d9ad4",
  "self-employed in GE, CHF 100,000": "fc8a6d8270bbf903",
  "self-employed in GE, CHF 250,000": "00eb457013a0c3fc",
  "Geneva frontalier, 95 % Swiss income": "f01e35916cc8c4e2",
  "Geneva frontalier, 60 % Swiss income": "9f73f82cee68c54f",
  "Vaud frontalier (1983 agreement)": "4e55cb15cfaa6510",
  "Zurich frontalier without the frontalier answers": "101610f9b12d2db2",
};

describe("the French pre-analysis", () => {
  it.each(Object.entries(PROFILES))("%s: is byte for byte the document from before the languages", (name, profile) => {
    const { locale, ...document } = buildPreAnalysis({ ...profile, today: TODAY, locale: "fr" }).document;
    expect(locale).toBe("fr");
    const hash = createHash("sha256").update(JSON.stringify(document)).digest("hex").slice(0, 16);
    expect(hash).toBe(BEFORE_LANGUAGES[name as keyof typeof PROFILES]);
  });
});

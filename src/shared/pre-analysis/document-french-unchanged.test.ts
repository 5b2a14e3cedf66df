import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildPreAnalysis } from "./build-pre-analysis";
import { PROFILES, TODAY } from "./testing/test-profiles";

/**
 * The French documents of the test profiles, hashed before the texts moved to per-language modules (issue 31):
 * German and Italian must not change a byte of the French. Updated in issue 39, on purpose: the deductible deadlines
 * cite LAMal art. 7 al. 2 and OAMal art. 94 al. 1, the A1 rule from 25 % of telework, the TOU wording (at least CHF
 * 120,000, the spouse), and a frontalier's country is the one given, never France by default. Updated in issue 53,
 * on purpose: a self-employed person's country of residence is listed, a married person's rate says the spouses'
 * incomes are added, "Part de télétravail" agrees with "Non indiquée", the sources name the articles, and the 3rd
 * pillar is "3e pilier (3a)" throughout, never "3e pilier A".
 */
const BEFORE_LANGUAGES: Record<keyof typeof PROFILES, string> = {
  "employee with a pension fund in VD": "771da30677850f16",
  "self-employed in GE, CHF 100,000": "b460b7819d5de6c9",
  "self-employed in GE, CHF 250,000": "9b82b31e1a60d957",
  "Geneva frontalier, 95 % Swiss income": "fada2b586e4853bb",
  "Geneva frontalier, 60 % Swiss income": "22d34e425dc74eda",
  "Vaud frontalier (1983 agreement)": "928457aeab686365",
  "Zurich frontalier without the frontalier answers": "5a39a2d8c71a2894",
};

describe("the French pre-analysis", () => {
  it.each(Object.entries(PROFILES))("%s: is byte for byte the document from before the languages", (name, profile) => {
    const { locale, ...document } = buildPreAnalysis({ ...profile, today: TODAY, locale: "fr" }).document;
    expect(locale).toBe("fr");
    const hash = createHash("sha256").update(JSON.stringify(document)).digest("hex").slice(0, 16);
    expect(hash).toBe(BEFORE_LANGUAGES[name as keyof typeof PROFILES]);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildPreAnalysis } from "./build-pre-analysis";
import { PROFILES, TODAY } from "./test-profiles";

/**
 * The French documents of the test profiles, hashed before the texts moved to per-language modules (issue 31):
 * German and Italian must not change a byte of the French.
 */
const BEFORE_LANGUAGES: Record<keyof typeof PROFILES, string> = {
  "employee with a pension fund in VD": "dc6b386f63d9595c",
  "self-employed in GE, CHF 100,000": "1d9976aa80230e69",
  "self-employed in GE, CHF 250,000": "d26b10e03325f63b",
  "Geneva frontalier, 95 % Swiss income": "c4d6e9ebd2789fdb",
  "Geneva frontalier, 60 % Swiss income": "b6be12f1cd215adb",
  "Vaud frontalier (1983 agreement)": "c6e3c2eaadfcb02b",
  "Zurich frontalier without the frontalier answers": "0220ee2ec5568725",
};

describe("the French pre-analysis", () => {
  it.each(Object.entries(PROFILES))("%s: is byte for byte the document from before the languages", (name, profile) => {
    const { locale, ...document } = buildPreAnalysis({ ...profile, today: TODAY, locale: "fr" }).document;
    expect(locale).toBe("fr");
    const hash = createHash("sha256").update(JSON.stringify(document)).digest("hex").slice(0, 16);
    expect(hash).toBe(BEFORE_LANGUAGES[name as keyof typeof PROFILES]);
  });
});

import { describe, expect, it } from "vitest";
import type { SwissHackLocale } from "../i18n/locales";
import { buildPreAnalysis } from "./build-pre-analysis";
import { hasDegenerateRange, PROFILE_TABLE, ROW, type Statement, type TableProfile } from "./testing/profile-table";
import { COUNTRY_PROFILES } from "./testing/profile-table-countries";
import { ROUND_FOUR_PROFILES } from "./testing/profile-table-round-four";
import { allText, plain } from "./testing/test-document";

const ALL_PROFILES: TableProfile[] = [...PROFILE_TABLE, ...COUNTRY_PROFILES, ...ROUND_FOUR_PROFILES];
const LOCALES: SwissHackLocale[] = ["fr", "de", "it"];

/** The statement in a language; null for the French-only statements of the profiles written before issue 39. */
const textIn = (statement: Statement, locale: SwissHackLocale): string | null =>
  locale === "fr" ? statement.text : (statement[locale] ?? null);

describe("the profile table (issues 28 and 39)", () => {
  it("has at least 70 profiles, each statement citing a row of FINANCE-FIGURES.md", () => {
    expect(ALL_PROFILES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(ALL_PROFILES.map((p) => p.name)).size).toBe(ALL_PROFILES.length);
    const rows = new Set<string>(Object.values(ROW));
    for (const profile of ALL_PROFILES) {
      expect(profile.contains.length + profile.absent.length, profile.name).toBeGreaterThan(0);
      for (const statement of [...profile.contains, ...profile.absent]) expect(rows).toContain(statement.row);
    }
  });

  it("gives every statement of issue 39's profiles in French, German and Italian", () => {
    for (const profile of [...COUNTRY_PROFILES, ...ROUND_FOUR_PROFILES]) {
      expect(profile.threeLanguages, profile.name).toBe(true);
      for (const statement of [...profile.contains, ...profile.absent]) {
        expect(statement.de, `${profile.name}: ${statement.text}`).toBeTruthy();
        expect(statement.it, `${profile.name}: ${statement.text}`).toBeTruthy();
      }
    }
  });

  it("detects a degenerate range", () => {
    expect(hasDegenerateRange("CHF 460 – 460 par an")).toBe(true);
    expect(hasDegenerateRange("CHF 1 100 – 1 100")).toBe(true);
    expect(hasDegenerateRange("CHF 1'100 – 1'100")).toBe(true);
    expect(hasDegenerateRange("CHF 600 – 1 100")).toBe(false);
  });
});

describe.each(LOCALES)("in %s", (locale) => {
  describe.each(ALL_PROFILES)("$name", (profile) => {
    const today = new Date(`${profile.today ?? "2026-11-22"}T10:00:00Z`);
    const { document } = buildPreAnalysis({ firstStep: profile.firstStep, answers: profile.answers, today, locale });
    const text = plain(allText(document));
    const inLocale = (statements: Statement[]) =>
      statements.flatMap((statement) => {
        const expected = textIn(statement, locale);
        return expected === null ? [] : [{ ...statement, expected }];
      });
    const contains = inLocale(profile.contains);
    const absent = inLocale(profile.absent);

    it("never quotes a range whose two ends are equal", () => {
      expect(hasDegenerateRange(text)).toBe(false);
    });

    for (const { expected, row } of contains) {
      it(`says « ${expected} » (${row})`, () => expect(text).toContain(expected));
    }
    for (const { expected, row } of absent) {
      it(`does not say « ${expected} » (${row})`, () => {
        if (expected === "RANGE") expect(hasDegenerateRange(text)).toBe(false);
        else expect(text).not.toContain(expected);
      });
    }
  });
});

import { describe, expect, it } from "vitest";
import { hasDegenerateRange, PROFILE_TABLE, ROW } from "./profile-table";
import { allText, build, plain } from "./test-document";

describe("the profile table (issue 28)", () => {
  it("has at least 30 profiles, each statement citing a row of FINANCE-FIGURES.md", () => {
    expect(PROFILE_TABLE.length).toBeGreaterThanOrEqual(30);
    const rows = new Set<string>(Object.values(ROW));
    for (const profile of PROFILE_TABLE) {
      expect(profile.contains.length + profile.absent.length, profile.name).toBeGreaterThan(0);
      for (const statement of [...profile.contains, ...profile.absent]) expect(rows).toContain(statement.row);
    }
  });

  it("detects a degenerate range", () => {
    expect(hasDegenerateRange("CHF 460 – 460 par an")).toBe(true);
    expect(hasDegenerateRange("CHF 1 100 – 1 100")).toBe(true);
    expect(hasDegenerateRange("CHF 600 – 1 100")).toBe(false);
  });
});

describe.each(PROFILE_TABLE)("$name", (profile) => {
  const today = new Date(`${profile.today ?? "2026-11-22"}T10:00:00Z`);
  const { document } = build(profile, today);
  const text = plain(allText(document));

  it.each(profile.contains)("says « $text » ($row)", ({ text: expected }) => {
    expect(text).toContain(expected);
  });

  it.each(profile.absent)("does not say « $text » ($row)", ({ text: unexpected }) => {
    if (unexpected === "RANGE") expect(hasDegenerateRange(text)).toBe(false);
    else expect(text).not.toContain(unexpected);
  });
});

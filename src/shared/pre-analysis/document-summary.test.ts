import { describe, expect, it } from "vitest";
import { build, plain } from "./test-document";
import { PROFILES } from "./test-profiles";

describe.each(Object.entries(PROFILES))("%s: the summary card", (_name, profile) => {
  const { analysis, document } = build(profile);
  const { summary } = document;

  it("puts the nearest deadline first, undated actions last", () => {
    const dates = summary.actions.map((a) => a.deadline ?? "9999-12-31");
    expect(dates).toEqual([...dates].sort());
    for (const action of summary.actions)
      expect(action.deadline === null || /^\d{4}-\d{2}-\d{2}$/.test(action.deadline)).toBe(true);
  });

  it("names a yearly potential whenever the pre-analysis found a saving", () => {
    const found = analysis.levers.pillar3a.taxSaving !== null || (analysis.levers.lamal.savingVsCurrent ?? 0) > 0;
    expect(summary.potential !== null).toBe(found);
    if (summary.potential) expect(plain(summary.potential)).toMatch(/^CHF \d[\d ]* – [\d ]+ par an$/);
  });

  it("asks to pay the 3a gap before the end of the year when something is left to pay", () => {
    const left = analysis.levers.pillar3a.leftToPay;
    const pay = summary.actions.find((a) => a.text.startsWith("Verser"));
    expect(Boolean(pay)).toBe(left > 0);
    if (pay) expect(pay.deadline).toBe(`${analysis.year}-12-31`);
  });
});

import { describe, expect, it } from "vitest";
import { hasDegenerateRange } from "./testing/profile-table";
import { build, plain } from "./testing/test-document";
import { PROFILES } from "./testing/test-profiles";

describe.each(Object.entries(PROFILES))("%s: the summary card", (_name, profile) => {
  const { analysis, document } = build(profile);
  const { summary } = document;

  it("puts the nearest deadline first, undated actions last", () => {
    const dates = summary.actions.map((a) => a.deadline ?? "9999-12-31");
    expect(dates).toEqual([...dates].sort());
    for (const action of summary.actions)
      expect(action.deadline === null || /^\d{4}-\d{2}-\d{2}$/.test(action.deadline)).toBe(true);
  });

  it("names a yearly potential whenever the pre-analysis found a saving, saying what each part is", () => {
    const lamal = analysis.inLamal !== false && (analysis.levers.lamal.savingVsCurrent ?? 0) > 0;
    const tax = analysis.levers.pillar3a.taxSaving !== null;
    expect(summary.potential !== null).toBe(tax || lamal);
    if (!summary.potential) return;
    const potential = plain(summary.potential);
    if (tax) expect(potential).toMatch(/^CHF \d[\d ]* – [\d ]+ d'impôt/);
    if (lamal) expect(potential).toMatch(/(au plus|au moins|environ) CHF [\d ]+ (par an )?sur la LAMal/i);
    expect(hasDegenerateRange(potential)).toBe(false);
  });

  it("asks to pay the 3a gap before the end of the year only when the payment brings a tax saving", () => {
    const left = analysis.levers.pillar3a.leftToPay;
    const pay = summary.actions.find((a) => a.text.startsWith("Verser"));
    expect(Boolean(pay)).toBe(left > 0 && analysis.pillar3a.taxSaving.leftToPay !== null);
    if (pay) expect(pay.deadline).toBe(`${analysis.year}-12-31`);
  });

  it("offers no LAMal deductible change to someone not insured at the LAMal", () => {
    if (analysis.inLamal !== false) return;
    expect(summary.actions.some((a) => a.text.includes("franchise LAMal"))).toBe(false);
  });
});

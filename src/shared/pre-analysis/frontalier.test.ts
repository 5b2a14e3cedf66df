import { describe, expect, it } from "vitest";
import type { FrontalierAnswers, SwissCanton } from "./answers";
import { analyseFrontalier } from "./frontalier";
import { answers, firstStep } from "./test-profiles";

function frontalier(workCanton: SwissCanton, swissIncomeShare: number, teleworkShare = 20) {
  const front: FrontalierAnswers = { workCanton, swissIncomeShare, teleworkShare };
  return analyseFrontalier(firstStep({ status: "frontalier" }), answers({ frontalier: front }), 2026);
}

describe("analyseFrontalier: where the salary is taxed and whether the 3a is deductible", () => {
  it.each([
    {
      canton: "GE",
      share: 95,
      regime: "geneva-source",
      meets: true,
      deductibility: "conditional",
      compulsory: 120_000,
    },
    {
      canton: "GE",
      share: 90,
      regime: "geneva-source",
      meets: true,
      deductibility: "conditional",
      compulsory: 120_000,
    },
    { canton: "GE", share: 60, regime: "geneva-source", meets: false, deductibility: "no", compulsory: 120_000 },
    { canton: "VD", share: 100, regime: "agreement-1983", meets: true, deductibility: "no", compulsory: null },
    { canton: "BS", share: 95, regime: "agreement-1983", meets: true, deductibility: "no", compulsory: null },
    { canton: "JU", share: 95, regime: "agreement-1983", meets: true, deductibility: "no", compulsory: null },
    { canton: "ZH", share: 95, regime: "other-source", meets: true, deductibility: "conditional", compulsory: null },
    { canton: "FR", share: 60, regime: "other-source", meets: false, deductibility: "no", compulsory: null },
  ] as const)("$canton with $share %", ({ canton, share, regime, meets, deductibility, compulsory }) => {
    const result = frontalier(canton, share);
    expect(result).toMatchObject({
      workCanton: canton,
      regime,
      meetsIncomeShare: meets,
      threeADeductibility: deductibility,
      touCompulsoryAboveGross: compulsory,
      minSwissIncomeSharePercent: 90,
      touRequestDeadline: "2027-03-31",
    });
  });

  it("falls back on the first step's canton without the frontalier answers", () => {
    const geneva = analyseFrontalier(firstStep({ status: "frontalier", canton: "GE" }), answers(), 2026);
    expect(geneva).toMatchObject({
      regime: "geneva-source",
      swissIncomeShare: null,
      threeADeductibility: "conditional",
    });
    const other = analyseFrontalier(firstStep({ status: "frontalier", canton: "other" }), answers(), 2026);
    expect(other).toMatchObject({ workCanton: null, regime: "unknown", threeADeductibility: "conditional" });
    expect(other.telework.outcome).toBe("unknown");
  });
});

describe("telework", () => {
  it.each([
    { share: 0, outcome: "unchanged" },
    { share: 40, outcome: "unchanged" },
    { share: 41, outcome: "partly-taxable-in-france" },
    { share: 49, outcome: "partly-taxable-in-france" },
    { share: 50, outcome: "social-security-to-check" },
  ] as const)("$share % → $outcome", ({ share, outcome }) => {
    expect(frontalier("GE", 95, share).telework).toEqual({
      share,
      taxNeutralMaxPercent: 40,
      swissSocialSecurityMaxPercent: 49.9,
      outcome,
    });
  });
});

import { describe, expect, it } from "vitest";
import type { FirstStepAnswers, FrontalierAnswers, RefineAnswers, SwissCanton } from "./answers";
import type { CivilDate } from "./civil-date";
import { analyseFrontalier, teleworkOutcome, touRequest } from "./frontalier";
import { resolveIncome } from "./income";
import { answers, firstStep } from "./test-profiles";

const NOVEMBER_2026: CivilDate = { year: 2026, month: 11, day: 22 };

function analyse(first: FirstStepAnswers, refine: RefineAnswers, today = NOVEMBER_2026) {
  return analyseFrontalier(first, refine, resolveIncome(first, refine), today);
}

function frontalier(workCanton: SwissCanton, swissIncomeShare: number, teleworkShare = 20) {
  const front: FrontalierAnswers = { workCanton, swissIncomeShare, teleworkShare };
  return analyse(firstStep({ status: "frontalier" }), answers({ frontalier: front }));
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
    const geneva = analyse(firstStep({ status: "frontalier", canton: "GE" }), answers());
    expect(geneva).toMatchObject({
      regime: "geneva-source",
      swissIncomeShare: null,
      threeADeductibility: "conditional",
    });
    const other = analyse(firstStep({ status: "frontalier", canton: "other" }), answers());
    // Canton unknown: whether the 3a is deductible depends on the canton (1983 agreement or not).
    expect(other).toMatchObject({ workCanton: null, regime: "unknown", threeADeductibility: "unknown" });
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

describe("touRequest: the TOU request still open on a given day", () => {
  it.each([
    // From 1 January to 31 March: last year's request, due this 31 March.
    { today: { year: 2027, month: 1, day: 10 }, year: 2026, deadline: "2027-03-31" },
    { today: { year: 2027, month: 3, day: 31 }, year: 2026, deadline: "2027-03-31" },
    // From 1 April: this year's request, due next 31 March.
    { today: { year: 2027, month: 4, day: 1 }, year: 2027, deadline: "2028-03-31" },
    { today: { year: 2026, month: 11, day: 22 }, year: 2026, deadline: "2027-03-31" },
    { today: { year: 2026, month: 12, day: 31 }, year: 2026, deadline: "2027-03-31" },
  ])("on $today.year-$today.month-$today.day: $year, by $deadline", ({ today, year, deadline }) => {
    expect(touRequest(today, { month: 3, day: 31 })).toEqual({ year, deadline });
    const geneva = analyse(firstStep({ status: "frontalier", canton: "GE" }), answers(), today);
    expect(geneva).toMatchObject({ touRequestYear: year, touRequestDeadline: deadline });
  });
});

describe("telework depends on where the salary is taxed", () => {
  it.each([
    // 1983 agreement: taxed in France anyway, only the 49.9 % social-security share matters.
    { regime: "agreement-1983", share: 45, outcome: "unchanged" },
    { regime: "agreement-1983", share: 49, outcome: "unchanged" },
    { regime: "agreement-1983", share: 60, outcome: "social-security-to-check" },
    { regime: "geneva-source", share: 45, outcome: "partly-taxable-in-france" },
    { regime: "other-source", share: 45, outcome: "partly-taxable-in-france" },
    { regime: "unknown", share: 45, outcome: "partly-taxable-in-france" },
    { regime: "geneva-source", share: 40, outcome: "unchanged" },
    { regime: "agreement-1983", share: null, outcome: "unknown" },
  ] as const)("$regime, $share %: $outcome", ({ regime, share, outcome }) => {
    expect(teleworkOutcome(share, regime, 40, 49.9)).toBe(outcome);
  });

  it("a Valais frontalier over 40 %: taxation unchanged", () => {
    expect(frontalier("VS", 100, 45).telework.outcome).toBe("unchanged");
  });
});

describe("Geneva: TOU compulsory above CHF 120,000 gross", () => {
  const geneva = (refine: Partial<RefineAnswers>, annualIncome: FirstStepAnswers["annualIncome"]) =>
    analyse(
      firstStep({ status: "frontalier", canton: "GE", annualIncome }),
      answers({ ...refine, frontalier: { workCanton: "GE", swissIncomeShare: 60, teleworkShare: 0 } }),
    );

  it.each([
    // A net income above 120,000 means a gross above it too.
    { netIncome: 130_000, annualIncome: "120000-150000", compulsory: "net-income", deductibility: "yes" },
    { netIncome: 120_001, annualIncome: "90000-120000", compulsory: "net-income", deductibility: "yes" },
    // The first step's (gross) bracket starts at 120,000.
    { netIncome: undefined, annualIncome: "120000-150000", compulsory: "bracket", deductibility: "yes" },
    { netIncome: 110_000, annualIncome: "150000+", compulsory: "bracket", deductibility: "yes" },
    // Nothing shows the gross is above 120,000: the 90 % rule decides (60 %: no).
    { netIncome: 110_000, annualIncome: "90000-120000", compulsory: null, deductibility: "no" },
    { netIncome: 120_000, annualIncome: "90000-120000", compulsory: null, deductibility: "no" },
  ] as const)("net $netIncome, bracket $annualIncome", ({ netIncome, annualIncome, compulsory, deductibility }) => {
    expect(geneva({ netIncome }, annualIncome)).toMatchObject({
      touCompulsory: compulsory,
      threeADeductibility: deductibility,
    });
  });

  it("only in Geneva", () => {
    const zurich = analyse(
      firstStep({ status: "frontalier", canton: "ZH", annualIncome: "150000+" }),
      answers({ netIncome: 200_000 }),
    );
    expect(zurich.touCompulsory).toBeNull();
  });
});

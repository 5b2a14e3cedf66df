import { describe, expect, it } from "vitest";
import type { FirstStepAnswers, FrontalierAnswers, RefineAnswers, SwissCanton } from "./answers";
import type { CivilDate } from "./civil-date";
import { analyseFrontalier, teleworkOutcome, touRequest } from "./frontalier";
import { personOf } from "./person";
import { answers, firstStep } from "./testing/test-profiles";

const NOVEMBER_2026: CivilDate = { year: 2026, month: 11, day: 22 };

function analyse(first: FirstStepAnswers, refine: RefineAnswers, today = NOVEMBER_2026) {
  return analyseFrontalier(personOf(first, refine), refine, today);
}

/** Living in France, 95 % of the income taxable in Switzerland and 20 % telework, unless told otherwise. */
function frontalier(workCanton: SwissCanton, extra: Partial<FrontalierAnswers> = {}) {
  const front: FrontalierAnswers = {
    workCanton,
    swissIncomeShare: 95,
    teleworkShare: 20,
    residenceCountry: "FR",
    ...extra,
  };
  return analyse(firstStep({ status: "frontalier" }), answers({ frontalier: front }));
}

describe("analyseFrontalier: where the salary is taxed and whether the 3a is deductible", () => {
  it.each([
    { canton: "GE", share: 95, regime: "geneva-source", meets: true, deductibility: "conditional" },
    { canton: "GE", share: 90, regime: "geneva-source", meets: true, deductibility: "conditional" },
    // Below 90 % no TOU is possible for a frontalier: the source tax is final.
    { canton: "GE", share: 60, regime: "geneva-source", meets: false, deductibility: "no" },
    { canton: "GE", share: undefined, regime: "geneva-source", meets: null, deductibility: "conditional" },
    { canton: "VD", share: 100, regime: "agreement-1983", meets: true, deductibility: "no" },
    { canton: "BS", share: 95, regime: "agreement-1983", meets: true, deductibility: "no" },
    { canton: "JU", share: 95, regime: "agreement-1983", meets: true, deductibility: "no" },
    { canton: "ZH", share: 95, regime: "other-source", meets: true, deductibility: "conditional" },
    { canton: "FR", share: 60, regime: "other-source", meets: false, deductibility: "no" },
  ] as const)("$canton with $share %, living in France", ({ canton, share, regime, meets, deductibility }) => {
    expect(frontalier(canton, { swissIncomeShare: share })).toMatchObject({
      workCanton: canton,
      residenceCountry: "FR",
      regime,
      meetsIncomeShare: meets,
      threeADeductibility: deductibility,
      minSwissIncomeSharePercent: 90,
      touRequestDeadline: "2027-03-31",
    });
  });

  it.each([
    // Italy: the 2020 agreement in TI, GR and VS; never the 1983 agreement, even in Valais. LAMal by default.
    // The 20 km not told (issue 53): it depends on them, never the agreement by default.
    { canton: "TI", residence: "IT", regime: "italy-zone-unknown", deductibility: "unknown", health: "lamal-default" },
    { canton: "VS", residence: "IT", regime: "italy-zone-unknown", deductibility: "unknown", health: "lamal-default" },
    { canton: "GE", residence: "IT", regime: "geneva-source", deductibility: "conditional", health: "lamal-default" },
    // Outside the agreement's cantons: the CH–IT treaty; Italy taxes the whole salary and credits the Swiss tax, so a
    // Swiss saving is largely taken back (art. 15 § 1, art. 24 § 2; issue 53).
    { canton: "ZH", residence: "IT", regime: "italy-treaty", deductibility: "no", health: "lamal-default" },
    { canton: "BS", residence: "IT", regime: "italy-treaty", deductibility: "no", health: "lamal-default" },
    // Germany: DBA art. 15a in every canton, Geneva and Basel included; 3a in Germany not verified.
    { canton: "BS", residence: "DE", regime: "germany", deductibility: "unknown", health: "lamal-default" },
    { canton: "ZH", residence: "DE", regime: "germany", deductibility: "unknown", health: "lamal-default" },
    { canton: "GE", residence: "DE", regime: "germany", deductibility: "unknown", health: "lamal-default" },
    // Austria: ordinary source tax, no frontalier status.
    { canton: "SG", residence: "AT", regime: "austria", deductibility: "unknown", health: "lamal-default" },
    // Another country: the treaty with that country decides.
    { canton: "ZH", residence: "other", regime: "other-country", deductibility: "unknown", health: "depends" },
    { canton: "VD", residence: "other", regime: "other-country", deductibility: "unknown", health: "depends" },
    { canton: "GE", residence: "other", regime: "geneva-source", deductibility: "conditional", health: "depends" },
    // Not given: never France (issue 39), whatever the canton; Geneva taxes every frontalier at source.
    { canton: "VD", residence: undefined, regime: "unknown", deductibility: "unknown", health: "depends" },
    { canton: "BS", residence: undefined, regime: "unknown", deductibility: "unknown", health: "depends" },
    { canton: "ZH", residence: undefined, regime: "unknown", deductibility: "unknown", health: "depends" },
    { canton: "TI", residence: undefined, regime: "unknown", deductibility: "unknown", health: "depends" },
    { canton: "GE", residence: undefined, regime: "geneva-source", deductibility: "conditional", health: "depends" },
  ] as const)("$canton, living in $residence", ({ canton, residence, regime, deductibility, health }) => {
    const result = frontalier(canton, { residenceCountry: residence });
    expect(result).toMatchObject({ regime, threeADeductibility: deductibility, health });
    expect(result.unknownBecause).toBe(regime === "unknown" ? "residence" : null);
  });

  it("reads the country the first step asked when the second step does not give one", () => {
    const first = firstStep({ status: "frontalier", canton: "BS", residenceCountry: "DE" });
    const refine = answers({ frontalier: { workCanton: "BS", teleworkShare: 20 } });
    expect(analyse(first, refine)).toMatchObject({ residenceCountry: "DE", regime: "germany" });
    // The second step's answer, when given, is the later one.
    const later = answers({ frontalier: { workCanton: "BS", residenceCountry: "FR" } });
    expect(analyse(first, later)).toMatchObject({ residenceCountry: "FR", regime: "agreement-1983" });
  });

  it("a self-employed frontalier is never taxed at source: no TOU, no 1983 agreement, no 90 % rule", () => {
    for (const [canton, residence] of [
      ["GE", "FR"],
      ["VD", "FR"],
      ["TI", "IT"],
      ["BS", "DE"],
    ] as const) {
      const result = analyseFrontalier(
        personOf(
          firstStep({ status: "frontalier" }),
          answers({ employment: "self-employed", frontalier: { workCanton: canton, residenceCountry: residence } }),
        ),
        answers({ employment: "self-employed", frontalier: { workCanton: canton, residenceCountry: residence } }),
        NOVEMBER_2026,
      );
      expect(result, `${canton} ${residence}`).toMatchObject({
        regime: "self-employed",
        threeADeductibility: "unknown",
      });
    }
  });

  it("falls back on the first step's canton without the frontalier answers, and assumes no country", () => {
    const geneva = analyse(firstStep({ status: "frontalier", canton: "GE" }), answers());
    expect(geneva).toMatchObject({
      regime: "geneva-source",
      swissIncomeShare: null,
      threeADeductibility: "conditional",
      residenceCountry: null,
      health: "depends",
    });
    const other = analyse(firstStep({ status: "frontalier", canton: "other" }), answers());
    // Canton unknown: whether the 3a is deductible depends on the canton (1983 agreement or not).
    expect(other).toMatchObject({
      workCanton: null,
      regime: "unknown",
      unknownBecause: "canton",
      threeADeductibility: "unknown",
    });
    expect(other.telework.outcome).toBe("unknown");
  });

  it("never makes the TOU compulsory for a frontalier, whatever the income", () => {
    const rich = analyse(
      firstStep({ status: "frontalier", canton: "GE", annualIncome: "150000+" }),
      answers({
        netIncome: 200_000,
        frontalier: { workCanton: "GE", swissIncomeShare: 65, teleworkShare: 0, residenceCountry: "FR" },
      }),
    );
    expect(rich).toMatchObject({ regime: "geneva-source", meetsIncomeShare: false, threeADeductibility: "no" });
    expect(rich).not.toHaveProperty("touCompulsory");
  });
});

describe("telework", () => {
  it.each([
    { share: 0, outcome: "unchanged", social: "swiss" },
    { share: 24, outcome: "unchanged", social: "swiss" },
    // From 25 % to 49.9 %, Swiss social security only with an A1 certificate.
    { share: 25, outcome: "unchanged", social: "swiss-with-a1" },
    { share: 40, outcome: "unchanged", social: "swiss-with-a1" },
    { share: 41, outcome: "partly-taxable-abroad", social: "swiss-with-a1" },
    { share: 49, outcome: "partly-taxable-abroad", social: "swiss-with-a1" },
    { share: 50, outcome: "partly-taxable-abroad", social: "to-check" },
  ] as const)("Geneva, living in France, $share % → $outcome, $social", ({ share, outcome, social }) => {
    expect(frontalier("GE", { teleworkShare: share }).telework).toEqual({
      share,
      taxNeutralMaxPercent: 40,
      franceTaxNeutralMaxPercent: 40,
      italyTaxNeutralMaxPercent: 25,
      a1FromPercent: 25,
      swissSocialSecurityMaxPercent: 49.9,
      outcome,
      socialSecurityRuleApplies: true,
      socialSecurity: social,
    });
  });

  it.each([
    // 1983 agreement: above 40 % the frontalier status is lost.
    { residence: "FR", regime: "agreement-1983", share: 40, neutral: 40, outcome: "unchanged" },
    { residence: "FR", regime: "agreement-1983", share: 41, neutral: 40, outcome: "status-lost" },
    { residence: "FR", regime: "agreement-1983", share: 60, neutral: 40, outcome: "status-lost" },
    { residence: "FR", regime: "geneva-source", share: 45, neutral: 40, outcome: "partly-taxable-abroad" },
    { residence: "FR", regime: "other-source", share: 45, neutral: 40, outcome: "partly-taxable-abroad" },
    // Italy's agreement frontaliers: neutral up to 25 %; other Italian residents: taxed in Italy from day one.
    { residence: "IT", regime: "italy-agreement", share: 25, neutral: 25, outcome: "unchanged" },
    { residence: "IT", regime: "italy-agreement", share: 30, neutral: 25, outcome: "partly-taxable-abroad" },
    { residence: "IT", regime: "italy-treaty", share: 10, neutral: null, outcome: "taxed-abroad" },
    { residence: "IT", regime: "geneva-source", share: 10, neutral: null, outcome: "taxed-abroad" },
    // Germany: still taxed in Germany, home office is not a non-return day. Austria: home office taxed there.
    { residence: "DE", regime: "germany", share: 60, neutral: null, outcome: "unchanged" },
    { residence: "AT", regime: "austria", share: 10, neutral: null, outcome: "taxed-abroad" },
    // Country not known, or another one, or self-employed: it depends.
    { residence: null, regime: "unknown", share: 20, neutral: null, outcome: "depends" },
    { residence: "other", regime: "other-country", share: 10, neutral: null, outcome: "depends" },
    { residence: "FR", regime: "self-employed", share: 10, neutral: null, outcome: "depends" },
    { residence: "FR", regime: "agreement-1983", share: null, neutral: 40, outcome: "unknown" },
  ] as const)("$residence, $regime, $share %: $outcome", ({ residence, regime, share, neutral, outcome }) => {
    expect(teleworkOutcome(share, regime, residence, neutral)).toBe(outcome);
  });

  it("a Valais frontalier living in France over 40 %: the status is lost", () => {
    expect(frontalier("VS", { swissIncomeShare: 100, teleworkShare: 45 }).telework.outcome).toBe("status-lost");
  });

  it("an Italian resident working in Zurich has no 25 % rule", () => {
    expect(frontalier("ZH", { residenceCountry: "IT", teleworkShare: 20 }).telework).toMatchObject({
      taxNeutralMaxPercent: null,
      outcome: "taxed-abroad",
    });
  });

  it("the A1 rule is not claimed where it is not verified (Austria, unknown country)", () => {
    expect(frontalier("SG", { residenceCountry: "AT", teleworkShare: 30 }).telework).toMatchObject({
      socialSecurityRuleApplies: false,
      socialSecurity: "depends",
    });
    expect(frontalier("BS", { residenceCountry: "DE", teleworkShare: 30 }).telework.socialSecurity).toBe(
      "swiss-with-a1",
    );
  });

  it("no share given: the outcome is unknown", () => {
    expect(frontalier("GE", { teleworkShare: undefined }).telework).toMatchObject({ share: null, outcome: "unknown" });
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

import { describe, expect, it } from "vitest";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import { resolveIncome } from "./income";
import { personOf } from "./person";
import { analyseResidentTax } from "./resident-tax";
import { answers, firstStep } from "./testing/test-profiles";

function resident(refine: Partial<RefineAnswers>, first: Partial<FirstStepAnswers> = {}) {
  const f = firstStep(first);
  const a = answers(refine);
  return analyseResidentTax(personOf(f, a), resolveIncome(f, a), { year: 2026, month: 11, day: 22 });
}

describe("analyseResidentTax: the compulsory TOU is for residents taxed at source only", () => {
  it.each([
    { name: "Swiss or C permit", refine: { permit: "swiss-or-c" }, first: {}, tou: null, deductibility: "yes" },
    {
      name: "self-employed, never taxed at source",
      refine: { employment: "self-employed" },
      first: { status: "independant" },
      tou: null,
      deductibility: "yes",
    },
    {
      name: "permit not given: it depends",
      refine: {},
      first: {},
      tou: null,
      deductibility: "conditional",
    },
    {
      name: "taxed at source, net 100,000: a TOU on request",
      refine: { permit: "taxed-at-source", netIncome: 100_000 },
      first: { annualIncome: "90000-120000" },
      tou: { kind: "on-request", spouseUnknown: false },
      deductibility: "conditional",
    },
    {
      name: "taxed at source, net 130,000: compulsory",
      refine: { permit: "taxed-at-source", netIncome: 130_000 },
      first: { annualIncome: "120000-150000" },
      tou: { kind: "compulsory", basis: "net-income" },
      deductibility: "yes",
    },
    {
      name: "taxed at source, bracket 150000+: compulsory, from the (gross) bracket",
      refine: { permit: "taxed-at-source", netIncome: undefined },
      first: { annualIncome: "150000+" },
      tou: { kind: "compulsory", basis: "bracket" },
      deductibility: "yes",
    },
  ] as const)("$name", ({ refine, first, tou, deductibility }) => {
    const result = resident(refine, first);
    expect(result.tou).toEqual(tou);
    expect(result.threeADeductibility).toBe(deductibility);
    expect(result).toMatchObject({ compulsoryFromGross: 120_000, touRequestDeadline: "2027-03-31" });
    expect(result.citation).toEqual({ source: "lifd-89", year: 2025 });
  });
});

import { ROI_DEFAULTS } from "@shared/roi";
import { describe, expect, it } from "vitest";
import { roiInputsIn } from "./roi-inputs";

describe("the calculator's inputs a visitor gives in a question", () => {
  it.each([
    [
      "Si on a 60 appels par jour, 10 % d'appels manqués, 50 % de clients potentiels perdus, 400 $ par client et une réceptionniste à 5 000 $ par mois?",
      { callsPerDay: 60, missedCallRate: 10, lostLeadRate: 50, revenuePerClient: 400, receptionistCost: 5000 },
    ],
    [
      "we get 60 calls a day, miss 25% of calls, lose 40% of those callers, $300 per client and a receptionist at $3,500 a month",
      { callsPerDay: 60, missedCallRate: 25, lostLeadRate: 40, revenuePerClient: 300, receptionistCost: 3500 },
    ],
    ["si j'ai 40 appels par jour?", { callsPerDay: 40 }],
    ["si je mets 0 % d'appels manqués?", { missedCallRate: 0 }],
  ])("%s", (question, given) => {
    expect(roiInputsIn(question)).toEqual({ ...ROI_DEFAULTS, ...given });
  });

  it("keeps the defaults for a question that gives none", () => {
    expect(roiInputsIn("c'est quoi le RSI?")).toEqual(ROI_DEFAULTS);
  });
});

describe("roiInputsIn: the ways a visitor writes the receptionist's cost and the missed share", () => {
  it.each([
    ["receptionniste 4500$/mois", 4500],
    ["4 500 $ par mois pour la réceptionniste", 4500],
    ["a receptionist costs $5,000", 5000],
  ])("reads the receptionist's cost in %s", (question, cost) => {
    expect(roiInputsIn(question).receptionistCost).toBe(cost);
  });

  it.each([
    ["0% de missed calls", 0],
    ["20% manqués", 20],
    ["15 % of calls missed", 15],
  ])("reads the missed share in %s", (question, rate) => {
    expect(roiInputsIn(question).missedCallRate).toBe(rate);
  });
});

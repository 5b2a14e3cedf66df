import { type Citation, citation, figure } from "../finance/figures";
import { appliesTo } from "../finance/population";
import type { CivilDate } from "./civil-date";
import { type ThreeADeductibility, touRequest } from "./frontalier";
import type { IncomeBasis } from "./income";
import type { PersonFacts } from "./person";

/**
 * Residents taxed at source (e.g. permit B): above this gross income the ordinary taxation (TOU) is compulsory:
 * "net-income" when the net income given is already above it, "bracket" when the first step's (gross) bracket starts
 * above it. Below it, a TOU on request.
 */
export type CompulsoryTouBasis = "net-income" | "bracket";

export interface ResidentTaxAnalysis {
  /** Ordinary (Swiss, C permit, self-employed), at source, or null when the permit was not given. */
  taxation: "ordinary" | "source" | null;
  /** Taxed at source only: compulsory TOU (and why we know), or a TOU on request. */
  tou: { kind: "compulsory"; basis: CompulsoryTouBasis } | { kind: "on-request" } | null;
  compulsoryFromGross: number;
  touRequestDeadline: string;
  touRequestYear: number;
  threeADeductibility: ThreeADeductibility;
  citation: Citation;
}

/** Lower ends of the first step's (gross) income brackets. */
const BRACKET_LOWER_END: Record<IncomeBasis["bracket"], number> = {
  "<60000": 0,
  "60000-90000": 60_000,
  "90000-120000": 90_000,
  "120000-150000": 120_000,
  "150000+": 150_000,
};

export function compulsoryTouBasis(income: IncomeBasis, fromGross: number): CompulsoryTouBasis | null {
  if (income.basis === "answers" && income.amount >= fromGross) return "net-income";
  return BRACKET_LOWER_END[income.bracket] >= fromGross ? "bracket" : null;
}

function deductibility(tou: ResidentTaxAnalysis["tou"], taxation: ResidentTaxAnalysis["taxation"]) {
  if (taxation === "ordinary" || tou?.kind === "compulsory") return "yes";
  // On request, or the permit not given: deductible on the ordinary scale or through a TOU, it depends.
  return "conditional";
}

export function analyseResidentTax(person: PersonFacts, income: IncomeBasis, today: CivilDate): ResidentTaxAnalysis {
  const rule = figure("residentSourceTou", today.year);
  const atSource = appliesTo(rule.population, person) === "yes";
  const basis = compulsoryTouBasis(income, rule.value.compulsoryFromGross);
  const tou: ResidentTaxAnalysis["tou"] = atSource
    ? basis
      ? { kind: "compulsory", basis }
      : { kind: "on-request" }
    : null;
  const request = touRequest(today, rule.value.requestDeadlineNextYear);
  return {
    taxation: person.residentTaxation,
    tou,
    compulsoryFromGross: rule.value.compulsoryFromGross,
    touRequestDeadline: request.deadline,
    touRequestYear: request.year,
    threeADeductibility: deductibility(tou, person.residentTaxation),
    citation: citation(rule),
  };
}

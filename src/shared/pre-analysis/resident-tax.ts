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
export type CompulsoryTouBasis = "net-income" | "bracket" | "spouse";

export interface ResidentTaxAnalysis {
  /** Ordinary (Swiss, C permit, self-employed), at source, or null when the permit was not given. */
  taxation: "ordinary" | "source" | null;
  /**
   * Taxed at source only: compulsory TOU (and why we know), or a TOU on request; for a married person whose spouse's
   * income was not given, whether it is compulsory depends on it (`spouseUnknown`).
   */
  tou: { kind: "compulsory"; basis: CompulsoryTouBasis } | { kind: "on-request"; spouseUnknown: boolean } | null;
  /** A self-employed person who did not say whether they live in Switzerland: null; the 3a deduction depends on it. */
  livesInSwitzerland: boolean | null;
  compulsoryFromGross: number;
  touRequestDeadline: string;
  touRequestYear: number;
  threeADeductibility: ThreeADeductibility;
  citation: Citation;
  /** A TOU on request applies every following year until source taxation ends. */
  onRequestCitation: Citation;
  /** Self-employed people living abroad: taxed in Switzerland only on what a fixed base there earns. */
  abroadCitation: Citation;
}

/** Lower ends of the first step's (gross) income brackets. */
const BRACKET_LOWER_END: Record<IncomeBasis["bracket"], number> = {
  "<60000": 0,
  "60000-90000": 60_000,
  "90000-120000": 90_000,
  "120000-150000": 120_000,
  "150000+": 150_000,
};

/** Either spouse reaching the threshold makes the TOU compulsory for the couple (OIS art. 9 al. 3). */
export function compulsoryTouBasis(
  income: IncomeBasis,
  fromGross: number,
  spouseGrossIncome: number | null = null,
): CompulsoryTouBasis | null {
  if (income.basis === "answers" && income.amount >= fromGross) return "net-income";
  if (BRACKET_LOWER_END[income.bracket] >= fromGross) return "bracket";
  return spouseGrossIncome !== null && spouseGrossIncome >= fromGross ? "spouse" : null;
}

function deductibility(
  tou: ResidentTaxAnalysis["tou"],
  taxation: ResidentTaxAnalysis["taxation"],
  livesInSwitzerland: boolean | null,
): ThreeADeductibility {
  if (livesInSwitzerland === null) return "unknown";
  if (taxation === "ordinary" || tou?.kind === "compulsory") return "yes";
  // On request, or the permit not given: deductible on the ordinary scale or through a TOU, it depends.
  return "conditional";
}

export function analyseResidentTax(person: PersonFacts, income: IncomeBasis, today: CivilDate): ResidentTaxAnalysis {
  const rule = figure("residentSourceTou", today.year);
  const atSource = appliesTo(rule.population, person) === "yes";
  const basis = compulsoryTouBasis(income, rule.value.compulsoryFromGross, person.spouseGrossIncome);
  const spouseUnknown = person.married && person.spouseGrossIncome === null;
  const tou: ResidentTaxAnalysis["tou"] = atSource
    ? basis
      ? { kind: "compulsory", basis }
      : { kind: "on-request", spouseUnknown }
    : null;
  const request = touRequest(today, rule.value.requestDeadlineNextYear);
  return {
    taxation: person.residentTaxation,
    tou,
    compulsoryFromGross: rule.value.compulsoryFromGross,
    touRequestDeadline: request.deadline,
    touRequestYear: request.year,
    livesInSwitzerland: person.livesInSwitzerland,
    threeADeductibility: deductibility(tou, person.residentTaxation, person.livesInSwitzerland),
    citation: citation(rule),
    onRequestCitation: citation(figure("residentTouOnRequest", today.year)),
    abroadCitation: citation(figure("selfEmployedFrontalier", today.year)),
  };
}

import type { Range } from "./format";
import type { LamalAnalysis } from "./lamal";
import type { Pillar3aAnalysis } from "./pillar3a";

/** The landing page's three levers: SwissHack orders of magnitude, not official figures. */
export const LEVER_CLAIMS = {
  pillar3a: { maxExtraNetReturnRate: 0.01 },
  lamal: { typicalYearlySavingChf: { low: 400, high: 800 } },
  allowances: { maxYearlyEur: 900 },
} as const;

export interface Levers {
  pillar3a: { leftToPay: number; taxSaving: Range | null; buyBack: number };
  lamal: { savingVsCurrent: number | null; cheapestDeductible: number; currentDeductible: number | null };
  allowances: { maxYearlyEur: number };
}

/** The person's own figures for each lever, where they exist. */
export function leversOf(pillar3a: Pillar3aAnalysis, lamal: LamalAnalysis): Levers {
  return {
    pillar3a: {
      leftToPay: pillar3a.leftToPay,
      taxSaving: pillar3a.taxSaving.leftToPay,
      buyBack: pillar3a.buyBack.total,
    },
    lamal: {
      savingVsCurrent: lamal.savingVsCurrent,
      cheapestDeductible: lamal.cheapestDeductible,
      currentDeductible: lamal.currentDeductible,
    },
    allowances: { maxYearlyEur: LEVER_CLAIMS.allowances.maxYearlyEur },
  };
}

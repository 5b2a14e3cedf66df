/** The deductible recommendation's shared sentences, shared by the LAMal section, the levers and the summary. */
import type { LamalAnalysis } from "./lamal";
import type { CommonWording, SavingBound } from "./wording/types";

/**
 * How sure the saving is. The premiums assume the legal maximum reduction of a higher deductible: raising it saves
 * at most that much; lowering it to the ordinary deductible saves at least that much (the real premium of the
 * ordinary deductible can only be lower); between two optional deductibles it is an estimate.
 */
export function savingBound(lamal: LamalAnalysis): SavingBound {
  if (lamal.change === "raise") return "atMost";
  if (lamal.change === "lower" && lamal.cheapestDeductible === lamal.options[0]?.deductible) return "atLeast";
  return "about";
}

/** "au plus CHF 460" */
export function savingAmount(lamal: LamalAnalysis, w: CommonWording): string {
  return w.boundAmount(savingBound(lamal), lamal.savingVsCurrent ?? 0);
}

/** "au plus CHF 460 par an" */
export function savingWording(lamal: LamalAnalysis, w: CommonWording): string {
  return w.perYear(savingAmount(lamal, w));
}

/** When lowering the deductible is recommended after this year's November date: when the change can apply. */
export function lowerEffectiveNote(lamal: LamalAnalysis, w: CommonWording): string | null {
  if (lamal.change !== "lower" || !lamal.deadlines.lowerWindowPassed) return null;
  return w.lowerEffectiveNote(lamal.deadlines.lowerEffectiveFrom);
}

/**
 * When a higher deductible would cost a negligible amount less than the recommended one: why the lower one is kept.
 * Null without such a gap.
 */
export function negligibleGapSentence(lamal: LamalAnalysis, w: CommonWording): string | null {
  return lamal.gapToLowestCost <= 0 ? null : w.negligibleGap(lamal);
}

/** French wording of the deductible recommendation, shared by the LAMal section and the levers. */
import { isoDateFr } from "./document-wording";
import { formatChf } from "./format";
import type { LamalAnalysis } from "./lamal";

/**
 * How sure the saving is. The premiums assume the legal maximum reduction of a higher deductible: raising it saves
 * at most that much; lowering it to the ordinary deductible saves at least that much (the real premium of the
 * ordinary deductible can only be lower); between two optional deductibles it is an estimate.
 */
export function savingBound(lamal: LamalAnalysis): "au plus" | "au moins" | "environ" {
  if (lamal.change === "raise") return "au plus";
  if (lamal.change === "lower" && lamal.cheapestDeductible === lamal.options[0]?.deductible) return "au moins";
  return "environ";
}

/** "au plus CHF 460 par an" */
export function savingWording(lamal: LamalAnalysis): string {
  return `${savingBound(lamal)} ${formatChf(lamal.savingVsCurrent ?? 0)} par an`;
}

/** When lowering the deductible is recommended after this year's November date: when the change can apply. */
export function lowerEffectiveNote(lamal: LamalAnalysis): string | null {
  if (lamal.change !== "lower" || !lamal.deadlines.lowerWindowPassed) return null;
  return `la date pour baisser la franchise cette année est passée : ce changement ne pourra prendre effet qu'au ${isoDateFr(lamal.deadlines.lowerEffectiveFrom)}`;
}

/**
 * When a higher deductible would cost a negligible amount less than the recommended one: why the lower one is kept.
 * Null without such a gap.
 */
export function negligibleGapSentence(lamal: LamalAnalysis): string | null {
  if (lamal.gapToLowestCost <= 0) return null;
  const lowest = formatChf(lamal.lowestCostDeductible);
  const gap = formatChf(lamal.gapToLowestCost);
  const which =
    lamal.lowestCostDeductible === lamal.currentDeductible
      ? `Votre franchise actuelle de ${lowest}`
      : `La franchise de ${lowest}`;
  return `${which} coûterait au plus ${gap} de moins par an, et seulement si votre assureur accorde le rabais de prime maximal : un écart négligeable face au risque de payer une franchise plus élevée. ${lamal.change === "keep" ? "Mieux vaut donc garder votre franchise, moins risquée." : `Nous recommandons donc la franchise de ${formatChf(lamal.cheapestDeductible)}, moins risquée.`}`;
}

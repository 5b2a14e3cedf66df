import type { PreAnalysis } from "./analyse";
import { savingBound } from "./lamal-wording";
import { FR } from "./wording/fr";
import type { DocumentWording } from "./wording/types";

export interface SummaryAction {
  text: string;
  /** ISO date to act by, or null when there is no date. */
  deadline: string | null;
}

/** The card at the top of the page and the PDF: what the person can gain a year, and what to do by when. */
export interface DocumentSummary {
  /**
   * What the person can gain a year, each part saying what it is: "CHF 600 – 1 100 d'impôt et au plus CHF 460 sur
   * la LAMal, par an"; null when nothing could be quantified.
   */
  potential: string | null;
  /** The dated actions, the nearest deadline first; actions without a date last. */
  actions: SummaryAction[];
}

/** The LAMal saving counts only for someone not known to be outside the LAMal. */
function lamalSaving({ levers, inLamal }: PreAnalysis): number {
  return inLamal === false ? 0 : Math.max(0, levers.lamal.savingVsCurrent ?? 0);
}

function yearlyPotential(analysis: PreAnalysis, w: DocumentWording): string | null {
  const tax = analysis.levers.pillar3a.taxSaving;
  const lamal = lamalSaving(analysis);
  const lamalPart = w.common.boundAmount(savingBound(analysis.lamal), lamal);
  // A saving through a TOU still to request, or a permit not given, is conditional: the card says so.
  const conditional = analysis.pillar3a.deductibility === "conditional";
  if (tax) return w.summary.withTax(w.common.fmt.chfRange(tax), conditional, lamal > 0 ? lamalPart : null);
  if (lamal > 0) return w.summary.lamalOnly(lamalPart);
  return null;
}

function lamalActions({ lamal, inLamal }: PreAnalysis, w: DocumentWording): SummaryAction[] {
  // No deductible to change for someone insured at the CMU or privately.
  if (inLamal === false) return [];
  if (lamal.change === "lower" && !lamal.deadlines.lowerWindowPassed) {
    return [{ text: w.summary.lowerDeductible(lamal.cheapestDeductible), deadline: lamal.deadlines.lowerBy }];
  }
  if (lamal.change === "raise") {
    return [{ text: w.summary.raiseDeductible(lamal.cheapestDeductible), deadline: lamal.deadlines.raiseBy }];
  }
  return [];
}

/** The TOU request, for whom it is open: a Geneva frontalier at ≥ 90 % (or to check), a resident taxed at source. */
function touActions({ frontalier, resident }: PreAnalysis, w: DocumentWording): SummaryAction[] {
  if (frontalier?.regime === "geneva-source" && frontalier.meetsIncomeShare !== false) {
    const year = frontalier.touRequestYear;
    const threshold = w.common.fmt.percent(frontalier.minSwissIncomeSharePercent / 100);
    return [
      {
        text: frontalier.meetsIncomeShare === null ? w.summary.checkTou(year, threshold) : w.summary.requestTou(year),
        deadline: frontalier.touRequestDeadline,
      },
    ];
  }
  if (resident?.tou?.kind === "on-request") {
    return [{ text: w.summary.requestTou(resident.touRequestYear), deadline: resident.touRequestDeadline }];
  }
  return [];
}

/** Only actions that bring something: a 3a payment or buy-back only with a tax saving. */
function actionsOf(analysis: PreAnalysis, w: DocumentWording): SummaryAction[] {
  const { year, levers, pillar3a } = analysis;
  const actions: SummaryAction[] = [];
  if (levers.pillar3a.leftToPay > 0 && pillar3a.taxSaving.leftToPay) {
    actions.push({ text: w.summary.pay3a(levers.pillar3a.leftToPay), deadline: `${year}-12-31` });
  }
  actions.push(...lamalActions(analysis, w), ...touActions(analysis, w));
  if (levers.pillar3a.buyBack > 0 && pillar3a.taxSaving.buyBack) {
    actions.push({ text: w.summary.buyBack(levers.pillar3a.buyBack), deadline: null });
  }
  return actions.sort(
    (a, b) => (a.deadline ?? "9999-12-31").localeCompare(b.deadline ?? "9999-12-31") || a.text.localeCompare(b.text),
  );
}

export function documentSummary(analysis: PreAnalysis, w: DocumentWording = FR): DocumentSummary {
  return { potential: yearlyPotential(analysis, w), actions: actionsOf(analysis, w) };
}

import type { PreAnalysis } from "./analyse";
import { isoDateFr } from "./document-wording";
import { formatChf, formatChfRange, type Range } from "./format";

export interface SummaryAction {
  text: string;
  /** ISO date to act by, or null when there is no date. */
  deadline: string | null;
}

/** The card at the top of the page and the PDF: what the person can gain a year, and what to do by when. */
export interface DocumentSummary {
  /** "CHF 1 100 – 2 200 par an", or null when nothing could be quantified. */
  potential: string | null;
  /** The dated actions, the nearest deadline first; actions without a date last. */
  actions: SummaryAction[];
}

function yearlyPotential({ levers }: PreAnalysis): Range | null {
  const taxSaving = levers.pillar3a.taxSaving;
  const lamalSaving = Math.max(0, levers.lamal.savingVsCurrent ?? 0);
  if (!taxSaving && lamalSaving === 0) return null;
  return { low: (taxSaving?.low ?? 0) + lamalSaving, high: (taxSaving?.high ?? 0) + lamalSaving };
}

function actionsOf(analysis: PreAnalysis): SummaryAction[] {
  const { year, levers, lamal, frontalier } = analysis;
  const actions: SummaryAction[] = [];
  if (levers.pillar3a.leftToPay > 0) {
    actions.push({
      text: `Verser ${formatChf(levers.pillar3a.leftToPay)} sur votre 3e pilier (3a)`,
      deadline: `${year}-12-31`,
    });
  }
  if (lamal.change === "lower" && !lamal.deadlines.lowerWindowPassed) {
    actions.push({
      text: `Baisser votre franchise LAMal à ${formatChf(lamal.cheapestDeductible)}`,
      deadline: lamal.deadlines.lowerBy,
    });
  }
  if (lamal.change === "raise") {
    actions.push({
      text: `Augmenter votre franchise LAMal à ${formatChf(lamal.cheapestDeductible)}`,
      deadline: lamal.deadlines.raiseBy,
    });
  }
  if (frontalier?.touCompulsoryAboveGross && frontalier.meetsIncomeShare !== false) {
    actions.push({
      text: `Demander la taxation ordinaire ultérieure (TOU) pour ${frontalier.touRequestYear}`,
      deadline: frontalier.touRequestDeadline,
    });
  }
  if (levers.pillar3a.buyBack > 0) {
    actions.push({ text: `Racheter ${formatChf(levers.pillar3a.buyBack)} d'années 3a manquantes`, deadline: null });
  }
  return actions.sort(
    (a, b) => (a.deadline ?? "9999-12-31").localeCompare(b.deadline ?? "9999-12-31") || a.text.localeCompare(b.text),
  );
}

export function documentSummary(analysis: PreAnalysis): DocumentSummary {
  const potential = yearlyPotential(analysis);
  return { potential: potential ? `${formatChfRange(potential)} par an` : null, actions: actionsOf(analysis) };
}

/** "avant le 30 novembre 2026" */
export const deadlineWording = (deadline: string) => `avant le ${isoDateFr(deadline)}`;

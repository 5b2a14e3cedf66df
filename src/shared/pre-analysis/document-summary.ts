import type { PreAnalysis } from "./analyse";
import { isoDateFr } from "./document-wording";
import { formatChf, formatChfRange, formatPercent } from "./format";
import { savingBound } from "./lamal-wording";

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

function yearlyPotential(analysis: PreAnalysis): string | null {
  const tax = analysis.levers.pillar3a.taxSaving;
  const lamal = lamalSaving(analysis);
  const lamalPart = `${savingBound(analysis.lamal)} ${formatChf(lamal)}`;
  // A saving through a TOU still to request, or a permit not given, is conditional: the card says so.
  const condition = analysis.pillar3a.deductibility === "conditional" ? " (sous condition)" : "";
  const taxPart = tax ? `${formatChfRange(tax)} d'impôt${condition}` : null;
  if (taxPart && lamal > 0) return `${taxPart} et ${lamalPart} sur la LAMal, par an`;
  if (taxPart) return `${taxPart} par an`;
  if (lamal > 0) return `${lamalPart.charAt(0).toUpperCase()}${lamalPart.slice(1)} par an sur la LAMal`;
  return null;
}

function lamalActions({ lamal, inLamal }: PreAnalysis): SummaryAction[] {
  // No deductible to change for someone insured at the CMU or privately.
  if (inLamal === false) return [];
  if (lamal.change === "lower" && !lamal.deadlines.lowerWindowPassed) {
    return [
      {
        text: `Baisser votre franchise LAMal à ${formatChf(lamal.cheapestDeductible)}`,
        deadline: lamal.deadlines.lowerBy,
      },
    ];
  }
  if (lamal.change === "raise") {
    return [
      {
        text: `Augmenter votre franchise LAMal à ${formatChf(lamal.cheapestDeductible)}`,
        deadline: lamal.deadlines.raiseBy,
      },
    ];
  }
  return [];
}

/** The TOU request, for whom it is open: a Geneva frontalier at ≥ 90 % (or to check), a resident taxed at source. */
function touActions({ frontalier, resident }: PreAnalysis): SummaryAction[] {
  if (frontalier?.regime === "geneva-source" && frontalier.meetsIncomeShare !== false) {
    const year = frontalier.touRequestYear;
    return [
      {
        text:
          frontalier.meetsIncomeShare === null
            ? `Vérifier avec l'expert si vous pouvez demander la TOU pour ${year} (règle des ${formatPercent(frontalier.minSwissIncomeSharePercent / 100)})`
            : `Demander la taxation ordinaire ultérieure (TOU) pour ${year}`,
        deadline: frontalier.touRequestDeadline,
      },
    ];
  }
  if (resident?.tou?.kind === "on-request") {
    return [
      {
        text: `Demander la taxation ordinaire ultérieure (TOU) pour ${resident.touRequestYear}`,
        deadline: resident.touRequestDeadline,
      },
    ];
  }
  return [];
}

/** Only actions that bring something: a 3a payment or buy-back only with a tax saving. */
function actionsOf(analysis: PreAnalysis): SummaryAction[] {
  const { year, levers, pillar3a } = analysis;
  const actions: SummaryAction[] = [];
  if (levers.pillar3a.leftToPay > 0 && pillar3a.taxSaving.leftToPay) {
    actions.push({
      text: `Verser ${formatChf(levers.pillar3a.leftToPay)} sur votre 3e pilier (3a)`,
      deadline: `${year}-12-31`,
    });
  }
  actions.push(...lamalActions(analysis), ...touActions(analysis));
  if (levers.pillar3a.buyBack > 0 && pillar3a.taxSaving.buyBack) {
    actions.push({ text: `Racheter ${formatChf(levers.pillar3a.buyBack)} d'années 3a manquantes`, deadline: null });
  }
  return actions.sort(
    (a, b) => (a.deadline ?? "9999-12-31").localeCompare(b.deadline ?? "9999-12-31") || a.text.localeCompare(b.text),
  );
}

export function documentSummary(analysis: PreAnalysis): DocumentSummary {
  return { potential: yearlyPotential(analysis), actions: actionsOf(analysis) };
}
/** "avant le 30 novembre 2026" */
export const deadlineWording = (deadline: string) => `avant le ${isoDateFr(deadline)}`;

import { CANTON_LABELS, HAS_3A_LABELS, INCOME_LABELS, STATUS_LABELS } from "../content/swisshack/audit-options";
import {
  CIVIL_STATUS_LABELS,
  EMPLOYMENT_LABELS,
  EXPECTED_COSTS_LEVELS,
  PERMIT_LABELS,
  RESIDENCE_COUNTRY_LABELS,
  SWISS_CANTON_LABELS,
} from "../content/swisshack/refine-options";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import { formatChf, formatNumber, formatPercent } from "./format";
import { ASSUMED_YEARLY_COSTS } from "./lamal";

const orUnknown = (amount: number | undefined, unknown: string) => (amount === undefined ? unknown : formatChf(amount));
const percentOrUnknown = (value: number | undefined) =>
  value === undefined ? "Non indiquée" : formatPercent(value / 100);

function expectedCostsLabel(answers: RefineAnswers): string {
  if (answers.expectedCosts === "amount") return `${orUnknown(answers.expectedCostsAmount, "Non indiqués")} par an`;
  const assumed = ASSUMED_YEARLY_COSTS[answers.expectedCosts];
  return `${EXPECTED_COSTS_LEVELS[answers.expectedCosts]} (hypothèse : ${formatChf(assumed)} par an)`;
}

/** The answers the pre-analysis is based on, in French, for the top of the document. */
export function answersSummary(firstStep: FirstStepAnswers, answers: RefineAnswers, year: number) {
  const summary: { label: string; value: string }[] = [
    { label: "Statut", value: STATUS_LABELS[firstStep.status] },
    { label: "Canton", value: CANTON_LABELS[firstStep.canton] },
    {
      label: "Revenu",
      value:
        answers.netIncome === undefined
          ? `${INCOME_LABELS[firstStep.annualIncome]} (tranche)`
          : `${formatChf(answers.netIncome)} net par an`,
    },
    { label: "État civil", value: CIVIL_STATUS_LABELS[answers.civilStatus] },
    { label: "Enfants", value: formatNumber(answers.children) },
    { label: "Situation professionnelle", value: EMPLOYMENT_LABELS[answers.employment] },
    ...(firstStep.status === "resident"
      ? [{ label: "Nationalité ou permis", value: answers.permit ? PERMIT_LABELS[answers.permit] : "Non indiqué" }]
      : []),
    { label: "3e pilier", value: HAS_3A_LABELS[firstStep.has3aPillar] },
    { label: `Versé en 3a en ${year}`, value: formatChf(answers.paid3aThisYear) },
    { label: `Versé en 3a en ${year - 1}`, value: orUnknown(answers.paid3aLastYear, "Non indiqué") },
    {
      label: "Prime LAMal mensuelle",
      value:
        answers.monthlyPremium === 0
          ? "CHF 0 (traitée comme non indiquée)"
          : orUnknown(answers.monthlyPremium, "Non indiquée"),
    },
    {
      label: "Franchise actuelle",
      value: answers.currentDeductible === "unknown" ? "Non connue" : formatChf(answers.currentDeductible),
    },
    { label: "Frais de santé attendus", value: expectedCostsLabel(answers) },
  ];
  const frontalier = firstStep.status === "frontalier" ? answers.frontalier : undefined;
  if (frontalier) {
    summary.push(
      {
        label: "Pays de résidence",
        value: frontalier.residenceCountry ? RESIDENCE_COUNTRY_LABELS[frontalier.residenceCountry] : "Non indiqué",
      },
      { label: "Canton de travail", value: SWISS_CANTON_LABELS[frontalier.workCanton] },
      {
        label: "Part des revenus du ménage imposable en Suisse",
        value: percentOrUnknown(frontalier.swissIncomeShare),
      },
      { label: "Télétravail", value: percentOrUnknown(frontalier.teleworkShare) },
    );
  }
  return summary;
}

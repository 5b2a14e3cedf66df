import { ITALY_AGREEMENT_CANTONS } from "../finance/figures";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import { ASSUMED_YEARLY_COSTS } from "./lamal";

import { FR } from "./wording/fr";
import type { DocumentWording } from "./wording/types";

/** The answers the pre-analysis is based on, in the document's language, for the top of the document. */
export function answersSummary(
  firstStep: FirstStepAnswers,
  answers: RefineAnswers,
  year: number,
  w: DocumentWording = FR,
) {
  const t = w.answers;
  const { chf, number, percent } = w.common.fmt;
  const orUnknown = (amount: number | undefined, unknown: string) => (amount === undefined ? unknown : chf(amount));
  const percentOrUnknown = (value: number | undefined) => (value === undefined ? t.notGivenF : percent(value / 100));
  const costs =
    answers.expectedCosts === "amount"
      ? t.perYear(orUnknown(answers.expectedCostsAmount, t.notGivenPl))
      : t.assumedCosts(t.costLevel[answers.expectedCosts], ASSUMED_YEARLY_COSTS[answers.expectedCosts]);
  const { labels, options } = t;
  const summary: { label: string; value: string }[] = [
    { label: labels.status, value: options.status[firstStep.status] },
    ...(firstStep.status === "independant"
      ? [
          {
            label: labels.residence,
            value: firstStep.residenceCountry ? t.residenceCountry[firstStep.residenceCountry] : t.notGivenM,
          },
        ]
      : []),
    { label: labels.canton, value: options.canton[firstStep.canton] },
    {
      label: labels.income,
      value:
        answers.netIncome === undefined
          ? t.bracket(options.income[firstStep.annualIncome])
          : t.netPerYear(answers.netIncome),
    },
    { label: labels.civilStatus, value: t.civilStatus[answers.civilStatus] },
    ...(answers.civilStatus === "married"
      ? [{ label: labels.spouseIncome, value: orUnknown(answers.spouseGrossIncome, t.notGivenM) }]
      : []),
    { label: labels.children, value: number(answers.children) },
    { label: labels.employment, value: t.employment[answers.employment] },
    ...(firstStep.status === "resident"
      ? [{ label: labels.permit, value: answers.permit ? t.permit[answers.permit] : t.notGivenM }]
      : []),
    { label: labels.pillar3a, value: options.has3a[firstStep.has3aPillar] },
    { label: labels.paidIn(year), value: chf(answers.paid3aThisYear) },
    { label: labels.paidIn(year - 1), value: orUnknown(answers.paid3aLastYear, t.notGivenM) },
    {
      label: labels.premium,
      value: answers.monthlyPremium === 0 ? t.zeroPremium : orUnknown(answers.monthlyPremium, t.notGivenPremium),
    },
    {
      label: labels.deductible,
      value: answers.currentDeductible === "unknown" ? t.unknownDeductible : chf(answers.currentDeductible),
    },
    { label: labels.costs, value: costs },
  ];
  const frontalier = firstStep.status === "frontalier" ? answers.frontalier : undefined;
  if (frontalier) {
    // As the engine reads it: the second step's answer, else the first step's.
    const residence = frontalier.residenceCountry ?? firstStep.residenceCountry;
    summary.push(
      { label: labels.residence, value: residence ? t.residenceCountry[residence] : t.notGivenM },
      { label: labels.workCanton, value: t.canton[frontalier.workCanton] },
      { label: labels.swissShare, value: percentOrUnknown(frontalier.swissIncomeShare) },
      { label: labels.telework, value: percentOrUnknown(frontalier.teleworkShare) },
    );
    if (residence === "DE") {
      const days = frontalier.nonReturnDays;
      summary.push({ label: labels.nonReturnDays, value: days === undefined ? t.notGivenM : number(days) });
    }
    if (
      frontalier.borderZone !== undefined ||
      (residence === "IT" && (ITALY_AGREEMENT_CANTONS as readonly string[]).includes(frontalier.workCanton))
    ) {
      const zone = frontalier.borderZone;
      summary.push({ label: labels.borderZone, value: zone ? t.borderZone[zone] : t.notGivenM });
    }
  }
  // The engine does not read free text: the person is told so, never left to think it was taken into account.
  if (firstStep.situation?.trim()) summary.push({ label: labels.situation, value: t.situationNotRead });
  return summary;
}

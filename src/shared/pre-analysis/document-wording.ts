/** French wording shared by several sections of the document. */
import { INCOME_LABELS } from "../content/swisshack/audit-options";
import type { Citation } from "../finance/figures";
import type { RefineAnswers } from "./answers";
import { formatDateFr, parseIsoDate } from "./civil-date";
import { formatChf, formatPercentRange } from "./format";
import type { FrontalierAnalysis } from "./frontalier";
import type { IncomeBasis } from "./income";
import type { MarginalRateAssumption } from "./tax-saving";

/** "chiffre 2026" or, when the table has no row for the year asked, "chiffre 2025, le plus récent connu". */
export function figureYear(citation: Citation, year: number): string {
  return citation.year === year ? `chiffre ${citation.year}` : `chiffre ${citation.year}, le plus récent connu`;
}

export function incomeWording(income: IncomeBasis): string {
  if (income.basis === "answers") return `votre revenu net de ${formatChf(income.amount)} (selon vos réponses)`;
  const bracket = `« ${INCOME_LABELS[income.bracket]} »`;
  const why =
    income.bracket === "150000+"
      ? `le bas de votre tranche ${bracket}, qui n'a pas de limite supérieure`
      : `une valeur centrale de votre tranche ${bracket}`;
  return `un revenu de ${formatChf(income.amount)}, ${why} (hypothèse SwissHack, faute de revenu net indiqué)`;
}

const CIVIL_STATUS_WORDING: Record<RefineAnswers["civilStatus"], string> = {
  single: "une personne seule",
  married: "un couple marié",
};

export function marginalRateWording(rate: MarginalRateAssumption, income: IncomeBasis): string {
  const children = rate.hasChildren ? "avec enfants" : "sans enfant";
  return `un taux marginal d'imposition (impôts fédéral, cantonal et communal réunis) de ${formatPercentRange(rate.rate)}, hypothèse SwissHack pour ${CIVIL_STATUS_WORDING[rate.civilStatus]} ${children} et ${incomeWording(income)}. Le taux réel dépend de votre commune, de l'impôt ecclésiastique et de vos autres déductions : c'est pourquoi nous donnons une fourchette et non un montant exact`;
}

export function isoDateFr(iso: string, withWeekday = false): string {
  return formatDateFr(parseIsoDate(iso), withWeekday);
}

/** Geneva, compulsory TOU: why we know it, with the net / gross approximation stated. */
export function touCompulsoryWording(frontalier: FrontalierAnalysis, income: IncomeBasis): string {
  const above = formatChf(frontalier.touCompulsoryAboveGross ?? 0);
  if (frontalier.touCompulsory === "net-income") {
    return `Votre revenu net de ${formatChf(income.amount)} dépasse déjà ${above} ; votre revenu brut, plus élevé, aussi : la TOU est donc obligatoire pour vous`;
  }
  return `Votre tranche de revenu « ${INCOME_LABELS[income.bracket]} » dépasse ${above} ; en supposant qu'il s'agit de votre revenu brut, la TOU est obligatoire pour vous (à confirmer avec l'expert)`;
}

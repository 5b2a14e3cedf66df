/** French wording shared by several sections of the document. */
import { INCOME_LABELS } from "../content/swisshack/audit-options";
import type { Citation } from "../finance/figures";
import type { RefineAnswers } from "./answers";
import { formatDateFr, parseIsoDate } from "./civil-date";
import { formatChf, formatPercentRange } from "./format";
import type { IncomeBasis } from "./income";
import type { ResidentTaxAnalysis } from "./resident-tax";
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

function cantonWording(rate: MarginalRateAssumption): string {
  if (rate.highTaxCanton) return "dans le canton de Genève ou de Vaud, où les taux sont plus élevés";
  if (rate.canton !== null) return "hors Genève et Vaud, où les taux sont plus élevés";
  return "avec les taux moyens des cantons (Genève et Vaud sont plus élevés)";
}

export function marginalRateWording(rate: MarginalRateAssumption, income: IncomeBasis, year: number): string {
  const children = rate.hasChildren ? "avec enfants" : "sans enfant";
  return `un taux marginal d'imposition (impôts fédéral, cantonal et communal réunis) de ${formatPercentRange(rate.rate)}, hypothèse SwissHack tirée des tables de finpension et comparis (${figureYear(rate.citation, year)}) pour ${CIVIL_STATUS_WORDING[rate.civilStatus]} ${children}, ${cantonWording(rate)}, et ${incomeWording(income)}. Le taux réel dépend de votre commune, de l'impôt ecclésiastique et de vos autres déductions : c'est pourquoi nous donnons une fourchette et non un montant exact`;
}

/** Below the near-zero threshold: no saving quoted, and why. */
export function nearZeroRateWording(rate: MarginalRateAssumption, income: IncomeBasis): string {
  return `Avec ${incomeWording(income)}, en dessous de ${formatChf(rate.nearZeroBelow)}, l'impôt sur le revenu est faible ou nul : le taux marginal est proche de 0, et un versement 3a ne vous ferait guère économiser d'impôt (tables de finpension et comparis). Nous n'annonçons donc aucune économie d'impôt.`;
}

export function isoDateFr(iso: string, withWeekday = false): string {
  return formatDateFr(parseIsoDate(iso), withWeekday);
}

/** A resident taxed at source above the compulsory TOU's gross income: why we know it, net / gross stated. */
export function residentCompulsoryWording(resident: ResidentTaxAnalysis, income: IncomeBasis): string {
  const above = formatChf(resident.compulsoryAboveGross);
  if (resident.tou?.kind === "compulsory" && resident.tou.basis === "net-income") {
    return `Votre revenu net de ${formatChf(income.amount)} dépasse déjà ${above} ; votre revenu brut, plus élevé, aussi`;
  }
  return `Votre tranche de revenu « ${INCOME_LABELS[income.bracket]} » dépasse ${above} ; en supposant qu'il s'agit de votre revenu brut, la TOU est obligatoire pour vous (à confirmer avec l'expert)`;
}

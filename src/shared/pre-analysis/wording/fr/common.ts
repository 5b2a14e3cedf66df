import { INCOME_LABELS } from "../../../content/swisshack/audit-options";
import { CANTON_OF } from "../../../content/swisshack/refine-options";
import type { RefineAnswers } from "../../answers";
import type { MarginalRateAssumption } from "../../tax-saving";
import { formatterFor } from "../formatter";
import type { CommonWording, SavingBound } from "../types";

const f = formatterFor("fr");

const CIVIL_STATUS: Record<RefineAnswers["civilStatus"], string> = {
  single: "une personne seule",
  married: "un couple marié",
};
const BOUND: Record<SavingBound, string> = { atMost: "au plus", atLeast: "au moins", about: "environ" };

const income: CommonWording["income"] = (basis) => {
  if (basis.basis === "answers") return `votre revenu net de ${f.chf(basis.amount)} (selon vos réponses)`;
  const bracket = `« ${INCOME_LABELS[basis.bracket]} »`;
  const why =
    basis.bracket === "150000+"
      ? `le bas de votre tranche ${bracket}, qui n'a pas de limite supérieure`
      : `une valeur centrale de votre tranche ${bracket}`;
  return `un revenu de ${f.chf(basis.amount)}, ${why} (hypothèse SwissHack, faute de revenu net indiqué)`;
};

/** LIFD art. 9 al. 1: a married couple's incomes are added for the rate. */
function spouseNote(rate: MarginalRateAssumption): string {
  if (rate.spouseIncome !== null) {
    return `. Les revenus des époux s'additionnent (LIFD art. 9 al. 1) : le taux tient compte des ${f.chf(rate.spouseIncome)} de revenu brut de votre conjoint`;
  }
  if (!rate.spouseIncomeUnknown) return "";
  return ". Les revenus des époux s'additionnent (LIFD art. 9 al. 1) et vous n'avez pas indiqué celui de votre conjoint : ce taux ne tient compte que du vôtre, et le revenu de votre conjoint le rendrait plus élevé";
}

const figureYear: CommonWording["figureYear"] = (citation, year) =>
  citation.year === year ? `chiffre ${citation.year}` : `chiffre ${citation.year}, le plus récent connu`;

export const common: CommonWording = {
  fmt: f,
  figureYear,
  income,
  marginalRate(rate, basis, year) {
    const children = rate.hasChildren ? "avec enfants" : "sans enfant";
    const canton = rate.highTaxCanton
      ? "dans le canton de Genève ou de Vaud, où les taux sont plus élevés"
      : rate.canton !== null
        ? "hors Genève et Vaud, où les taux sont plus élevés"
        : "avec les taux moyens des cantons (Genève et Vaud sont plus élevés)";
    return `un taux marginal d'imposition (impôts fédéral, cantonal et communal réunis) de ${f.percentRange(rate.rate)}, hypothèse SwissHack tirée des tables de finpension et comparis (${figureYear(rate.citation, year)}) pour ${CIVIL_STATUS[rate.civilStatus]} ${children}, ${canton}, et ${income(basis)}. Le taux réel dépend de votre commune, de l'impôt ecclésiastique et de vos autres déductions : c'est pourquoi nous donnons une fourchette et non un montant exact${spouseNote(rate)}`;
  },
  nearZeroRate: (rate, basis) =>
    `Avec ${income(basis)}, en dessous de ${f.chf(rate.nearZeroBelow)}, l'impôt sur le revenu est faible ou nul : le taux marginal est proche de 0, et un versement 3a ne vous ferait guère économiser d'impôt (tables de finpension et comparis). Nous n'annonçons donc aucune économie d'impôt.`,
  residentCompulsory(resident, basis) {
    const above = f.chf(resident.compulsoryFromGross);
    if (resident.tou?.kind === "compulsory" && resident.tou.basis === "spouse") {
      return `Votre conjoint a un revenu brut d'au moins ${above} : la TOU est obligatoire pour vous deux (OIS art. 9 al. 3)`;
    }
    if (resident.tou?.kind === "compulsory" && resident.tou.basis === "net-income") {
      return `Votre revenu net de ${f.chf(basis.amount)} atteint déjà ${above} ; votre revenu brut, plus élevé, aussi`;
    }
    return `Votre tranche de revenu « ${INCOME_LABELS[basis.bracket]} » atteint au moins ${above} ; en supposant qu'il s'agit de votre revenu brut, la TOU est obligatoire pour vous (à confirmer avec l'expert)`;
  },
  boundAmount: (bound, amount) => `${BOUND[bound]} ${f.chf(amount)}`,
  perYear: (text) => `${text} par an`,
  lowerEffectiveNote: (effectiveFrom) =>
    `la date pour baisser la franchise cette année est passée : ce changement ne pourra prendre effet qu'au ${f.date(effectiveFrom)}`,
  negligibleGap(lamal) {
    const lowest = f.chf(lamal.lowestCostDeductible);
    const which =
      lamal.lowestCostDeductible === lamal.currentDeductible
        ? `Votre franchise actuelle de ${lowest}`
        : `La franchise de ${lowest}`;
    return `${which} coûterait au plus ${f.chf(lamal.gapToLowestCost)} de moins par an, et seulement si votre assureur accorde le rabais de prime maximal : un écart négligeable face au risque de payer une franchise plus élevée. ${lamal.change === "keep" ? "Mieux vaut donc garder votre franchise, moins risquée." : `Nous recommandons donc la franchise de ${f.chf(lamal.cheapestDeductible)}, moins risquée.`}`;
  },
  cantonPhrase: (canton) => (canton ? `le canton ${CANTON_OF[canton]}` : "votre canton de travail"),
  deadline: (iso) => `avant le ${f.date(iso)}`,
  attention: (note) => `Attention, ${note}.`,
};

import { auditOptionLabels } from "../../../content/swisshack/audit-options-i18n";
import { CANTON_NAMES_DE as CANTON_NAMES } from "../../../content/swisshack/canton-names";
import { term } from "../../../i18n/glossary";
import type { SwissCanton } from "../../answers";

export { CANTON_NAMES };

import type { MarginalRateAssumption } from "../../tax-saving";
import { formatterFor } from "../formatter";
import type { CommonWording, SavingBound } from "../types";

const f = formatterFor("de");
const INCOME = auditOptionLabels("de").income;

/** The official German names (glossary), so that one text never names a thing two ways. */
export const TERMS = {
  nov: term("tou", "de"),
  novShort: term("touShort", "de"),
  pillar3a: term("pillar3a", "de"),
  bvg: term("lpp", "de"),
  kvg: term("lamal", "de"),
  sourceTax: term("sourceTax", "de"),
  frontalier: term("frontalier", "de"),
  quasiResident: term("quasiResident", "de"),
  ahv: term("ahv", "de"),
  costShare: term("costShare", "de"),
  telework: term("telework", "de"),
  permitB: term("permitB", "de"),
  permitC: term("permitC", "de"),
};

/** "im Kanton Tessin", or "in Ihrem Arbeitskanton" when it is not known. */
export const inCanton = (canton: SwissCanton | null) =>
  canton ? `im Kanton ${CANTON_NAMES[canton]}` : "in Ihrem Arbeitskanton";

const BOUND: Record<SavingBound, string> = { atMost: "höchstens", atLeast: "mindestens", about: "rund" };

/** Always after "mit" or "bei": "Ihrem Nettoeinkommen von CHF 85'000 (gemäss Ihren Antworten)". */
const income: CommonWording["income"] = (basis) => {
  if (basis.basis === "answers") return `Ihrem Nettoeinkommen von ${f.chf(basis.amount)} (gemäss Ihren Antworten)`;
  const bracket = `«${INCOME[basis.bracket]}»`;
  const why =
    basis.bracket === "150000+"
      ? `dem unteren Ende Ihrer Einkommensstufe ${bracket}, die nach oben offen ist`
      : `einem mittleren Wert Ihrer Einkommensstufe ${bracket}`;
  return `einem Einkommen von ${f.chf(basis.amount)}, ${why} (Annahme von SwissHack, da kein Nettoeinkommen angegeben ist)`;
};

/** DBG Art. 9 Abs. 1: a married couple's incomes are added for the rate. */
function spouseNote(rate: MarginalRateAssumption): string {
  if (rate.spouseIncome !== null) {
    return `. Die Einkommen der Ehegatten werden zusammengerechnet (DBG Art. 9 Abs. 1): Der Satz berücksichtigt das Bruttoeinkommen Ihres Ehepartners von ${f.chf(rate.spouseIncome)}`;
  }
  if (!rate.spouseIncomeUnknown) return "";
  return ". Die Einkommen der Ehegatten werden zusammengerechnet (DBG Art. 9 Abs. 1), und das Einkommen Ihres Ehepartners haben Sie nicht angegeben: Dieser Satz berücksichtigt nur Ihres, mit dem Einkommen Ihres Ehepartners wäre er höher";
}

const figureYear: CommonWording["figureYear"] = (citation, year) =>
  citation.year === year ? `Wert ${citation.year}` : `Wert ${citation.year}, der neueste bekannte`;

export const common: CommonWording = {
  fmt: f,
  figureYear,
  income,
  marginalRate(rate, basis, year) {
    const person = rate.civilStatus === "married" ? "ein Ehepaar" : "eine alleinstehende Person";
    const children = rate.hasChildren ? "mit Kindern" : "ohne Kinder";
    const canton = rate.highTaxCanton
      ? "im Kanton Genf oder Waadt, wo die Sätze höher sind"
      : rate.canton !== null
        ? "ausserhalb von Genf und Waadt, wo die Sätze höher sind"
        : "mit den durchschnittlichen Sätzen der Kantone (Genf und Waadt liegen höher)";
    return `einem Grenzsteuersatz (Bundes-, Kantons- und Gemeindesteuern zusammen) von ${f.percentRange(rate.rate)}: eine Annahme von SwissHack nach den Tabellen von finpension und comparis (${figureYear(rate.citation, year)}) für ${person} ${children}, ${canton}, bei ${income(basis)}. Der tatsächliche Satz hängt von Ihrer Gemeinde, der Kirchensteuer und Ihren übrigen Abzügen ab: Deshalb nennen wir eine Bandbreite und keinen genauen Betrag${spouseNote(rate)}`;
  },
  nearZeroRate: (rate, basis) =>
    `Mit ${income(basis)}, also unter ${f.chf(rate.nearZeroBelow)}, ist die Einkommenssteuer gering oder null: Der Grenzsteuersatz liegt nahe bei 0, und eine Einzahlung in die ${TERMS.pillar3a} würde Ihnen kaum Steuern sparen (Tabellen von finpension und comparis). Wir nennen deshalb keine Steuerersparnis.`,
  residentCompulsory(resident, basis) {
    const above = f.chf(resident.compulsoryFromGross);
    if (resident.tou?.kind === "compulsory" && resident.tou.basis === "spouse") {
      return `Ihr Ehepartner hat ein Bruttoeinkommen von mindestens ${above}: Die ${TERMS.novShort} ist für Sie beide obligatorisch (QStV Art. 9 Abs. 3)`;
    }
    if (resident.tou?.kind === "compulsory" && resident.tou.basis === "net-income") {
      return `Ihr Nettoeinkommen von ${f.chf(basis.amount)} liegt bereits über ${above}; Ihr höheres Bruttoeinkommen also auch`;
    }
    return `Ihre Einkommensstufe «${INCOME[basis.bracket]}» erreicht mindestens ${above}; wenn es sich um Ihr Bruttoeinkommen handelt, ist die ${TERMS.novShort} für Sie obligatorisch (mit der Fachperson zu bestätigen)`;
  },
  boundAmount: (bound, amount) => `${BOUND[bound]} ${f.chf(amount)}`,
  perYear: (text) => `${text} pro Jahr`,
  lowerEffectiveNote: (effectiveFrom) =>
    `der Termin, um die Franchise dieses Jahr zu senken, ist vorbei: Die Änderung kann erst auf den ${f.date(effectiveFrom)} gelten`,
  negligibleGap(lamal) {
    const lowest = f.chf(lamal.lowestCostDeductible);
    const which =
      lamal.lowestCostDeductible === lamal.currentDeductible
        ? `Ihre heutige Franchise von ${lowest}`
        : `Die Franchise von ${lowest}`;
    const advice =
      lamal.change === "keep"
        ? "Behalten Sie deshalb besser Ihre Franchise mit dem kleineren Risiko."
        : `Wir empfehlen deshalb die Franchise von ${f.chf(lamal.cheapestDeductible)} mit dem kleineren Risiko.`;
    return `${which} würde höchstens ${f.chf(lamal.gapToLowestCost)} pro Jahr weniger kosten, und nur wenn Ihr Versicherer den höchsten Prämienrabatt gewährt: ein vernachlässigbarer Unterschied gegenüber dem Risiko, eine höhere Franchise zahlen zu müssen. ${advice}`;
  },
  cantonPhrase: (canton) => (canton ? `der Kanton ${CANTON_NAMES[canton]}` : "Ihr Arbeitskanton"),
  deadline: (iso) => `bis zum ${f.date(iso)}`,
  attention: (note) => `Achtung: ${note.charAt(0).toUpperCase()}${note.slice(1)}.`,
};

import { auditOptionLabels } from "../../../content/swisshack/audit-options-i18n";
import { CANTON_NAMES_IT as CANTON_NAMES } from "../../../content/swisshack/canton-names";
import { term } from "../../../i18n/glossary";
import type { SwissCanton } from "../../answers";

export { CANTON_NAMES };

import type { MarginalRateAssumption } from "../../tax-saving";
import { formatterFor } from "../formatter";
import type { CommonWording, SavingBound } from "../types";

const f = formatterFor("it");
const INCOME = auditOptionLabels("it").income;

/** The official Italian names (glossary), so that one text never names a thing two ways. */
export const TERMS = {
  tou: term("tou", "it"),
  touShort: term("touShort", "it"),
  pillar3a: term("pillar3a", "it"),
  lpp: term("lpp", "it"),
  lamal: term("lamal", "it"),
  sourceTax: term("sourceTax", "it"),
  frontalier: term("frontalier", "it"),
  quasiResident: term("quasiResident", "it"),
  ahv: term("ahv", "it"),
  costShare: term("costShare", "it"),
  telework: term("telework", "it"),
  permitB: term("permitB", "it"),
  permitC: term("permitC", "it"),
};

/** "Cantone Ticino", "Cantone dei Grigioni", "Cantone di Ginevra": the official Swiss-Italian names. */
const CANTON_OF: Partial<Record<SwissCanton, string>> = {
  TI: "Cantone Ticino",
  GR: "Cantone dei Grigioni",
  JU: "Cantone del Giura",
  VS: "Cantone del Vallese",
};
const cantonName = (canton: SwissCanton) => CANTON_OF[canton] ?? `Cantone di ${CANTON_NAMES[canton]}`;

/** "nel Cantone Ticino", or "nel suo cantone di lavoro" when it is not known. */
export const inCanton = (canton: SwissCanton | null) =>
  canton ? `nel ${cantonName(canton)}` : "nel suo cantone di lavoro";

/** "il 30 novembre 2026", "l'8 dicembre 2026": a date with its article, elided before 8 and 11; none before a weekday. */
const ELIDED = /^(8|11) /;
export const theDate = (iso: string, withWeekday = false) => {
  const date = f.date(iso, withWeekday);
  if (withWeekday) return date;
  return ELIDED.test(date) ? `l'${date}` : `il ${date}`;
};
/** "il 20 %", "l'80 %", "lo 0 %": a rate with its article. */
export const thePercent = (rate: number) => {
  const text = f.percent(rate);
  if (/^0\D/.test(text)) return `lo ${text}`;
  return /^(8\d?|11)\D/.test(text) ? `l'${text}` : `il ${text}`;
};
/** "dal 1° gennaio 2027", "dall'8 dicembre 2026". */
export const fromDate = (iso: string) => {
  const date = f.date(iso);
  return ELIDED.test(date) ? `dall'${date}` : `dal ${date}`;
};

const BOUND: Record<SavingBound, string> = { atMost: "al massimo", atLeast: "almeno", about: "circa" };

/** "il suo reddito netto di CHF 85'000 (secondo le sue risposte)". */
const income: CommonWording["income"] = (basis) => {
  if (basis.basis === "answers") return `il suo reddito netto di ${f.chf(basis.amount)} (secondo le sue risposte)`;
  const bracket = `«${INCOME[basis.bracket]}»`;
  const why =
    basis.bracket === "150000+"
      ? `il limite inferiore della sua fascia ${bracket}, che non ha limite superiore`
      : `un valore centrale della sua fascia ${bracket}`;
  return `un reddito di ${f.chf(basis.amount)}, ${why} (ipotesi SwissHack, in mancanza di un reddito netto indicato)`;
};

/** LIFD art. 9 cpv. 1: a married couple's incomes are added for the rate. */
function spouseNote(rate: MarginalRateAssumption): string {
  if (rate.spouseIncome !== null) {
    return `. I redditi dei coniugi si sommano (LIFD art. 9 cpv. 1): l'aliquota tiene conto del reddito lordo del suo coniuge di ${f.chf(rate.spouseIncome)}`;
  }
  if (!rate.spouseIncomeUnknown) return "";
  return ". I redditi dei coniugi si sommano (LIFD art. 9 cpv. 1) e non ha indicato quello del suo coniuge: questa aliquota tiene conto solo del suo, con il reddito del coniuge sarebbe più alta";
}

const figureYear: CommonWording["figureYear"] = (citation, year) =>
  citation.year === year ? `dato ${citation.year}` : `dato ${citation.year}, il più recente noto`;

export const common: CommonWording = {
  fmt: f,
  figureYear,
  income,
  marginalRate(rate, basis, year) {
    const person = rate.civilStatus === "married" ? "una coppia sposata" : "una persona sola";
    const children = rate.hasChildren ? "con figli" : "senza figli";
    const canton = rate.highTaxCanton
      ? "nel Cantone di Ginevra o di Vaud, dove le aliquote sono più alte"
      : rate.canton !== null
        ? "fuori da Ginevra e Vaud, dove le aliquote sono più alte"
        : "con le aliquote medie dei cantoni (Ginevra e Vaud sono più alte)";
    return `un'aliquota marginale d'imposta (imposte federale, cantonale e comunale insieme) del ${f.percentRange(rate.rate)}: un'ipotesi SwissHack tratta dalle tabelle di finpension e comparis (${figureYear(rate.citation, year)}) per ${person} ${children}, ${canton}, con ${income(basis)}. L'aliquota effettiva dipende dal suo comune, dall'imposta di culto e dalle sue altre deduzioni: per questo indichiamo una forchetta e non un importo esatto${spouseNote(rate)}`;
  },
  nearZeroRate: (rate, basis) =>
    `Con ${income(basis)}, sotto ${f.chf(rate.nearZeroBelow)}, l'imposta sul reddito è bassa o nulla: l'aliquota marginale è vicina a 0 e un versamento nel ${TERMS.pillar3a} non le farebbe quasi risparmiare imposte (tabelle di finpension e comparis). Non indichiamo quindi alcun risparmio d'imposta.`,
  residentCompulsory(resident, basis) {
    const above = f.chf(resident.compulsoryFromGross);
    if (resident.tou?.kind === "compulsory" && resident.tou.basis === "spouse") {
      return `Il suo coniuge ha un reddito lordo di almeno ${above}: la ${TERMS.touShort} è obbligatoria per entrambi (OIS art. 9 cpv. 3)`;
    }
    if (resident.tou?.kind === "compulsory" && resident.tou.basis === "net-income") {
      return `Il suo reddito netto di ${f.chf(basis.amount)} raggiunge già ${above}; quindi anche il suo reddito lordo, più alto`;
    }
    return `La sua fascia di reddito «${INCOME[basis.bracket]}» raggiunge almeno ${above}; se si tratta del suo reddito lordo, la ${TERMS.touShort} è obbligatoria per lei (da confermare con l'esperto)`;
  },
  boundAmount: (bound, amount) => `${BOUND[bound]} ${f.chf(amount)}`,
  perYear: (text) => `${text} all'anno`,
  lowerEffectiveNote: (effectiveFrom) =>
    `il termine per ridurre la franchigia quest'anno è scaduto: la modifica potrà valere solo ${fromDate(effectiveFrom)}`,
  negligibleGap(lamal) {
    const lowest = f.chf(lamal.lowestCostDeductible);
    const which =
      lamal.lowestCostDeductible === lamal.currentDeductible
        ? `La sua franchigia attuale di ${lowest}`
        : `La franchigia di ${lowest}`;
    const advice =
      lamal.change === "keep"
        ? "Meglio quindi mantenere la sua franchigia, meno rischiosa."
        : `Raccomandiamo quindi la franchigia di ${f.chf(lamal.cheapestDeductible)}, meno rischiosa.`;
    return `${which} costerebbe al massimo ${f.chf(lamal.gapToLowestCost)} in meno all'anno, e solo se il suo assicuratore concede la riduzione massima del premio: una differenza trascurabile rispetto al rischio di pagare una franchigia più alta. ${advice}`;
  },
  cantonPhrase: (canton) => (canton ? `il ${cantonName(canton)}` : "il suo cantone di lavoro"),
  deadline: (iso) => `entro ${theDate(iso)}`,
  attention: (note) => `Attenzione: ${note}.`,
};

import type { Pillar3aWording } from "../types";
import { common, TERMS } from "./common";

const { fmt: f } = common;
const chf = f.chf;
const { pillar3a: P3A, ahv: AVS, lpp: LPP } = TERMS;

export const pillar3a: Pillar3aWording = {
  heading: (year) => `${P3A[0]?.toUpperCase()}${P3A.slice(1)}: il suo margine nel ${year}`,
  maximum({ maximum, year }, income, yearNote) {
    if (maximum.noEarnedIncome) {
      return `Un versamento nel ${P3A} richiede un reddito da attività lucrativa soggetto all'${AVS}. Con ${common.income(income)}, nel ${year} non è possibile alcun versamento: il suo importo massimo è di ${chf(0)}.`;
    }
    if (maximum.rule === "with-pension-fund" && maximum.cappedAtIncome) {
      return `Con una cassa pensioni (${LPP}) l'importo massimo ufficiale nel ${year} è di ${chf(maximum.cap ?? 0)} (${yearNote}), ma un versamento nel ${P3A} non supera mai il suo reddito da attività lucrativa soggetto all'${AVS}. Con ${common.income(income)}, il suo importo massimo è di ${chf(maximum.amount)}.`;
    }
    if (maximum.rule === "with-pension-fund") {
      return `Poiché è affiliato a una cassa pensioni (${LPP}), nel ${year} può versare al massimo ${chf(maximum.amount)} nel suo ${P3A} (importo massimo ufficiale, ${yearNote}).`;
    }
    const rate = maximum.incomeRate ?? 0;
    const uncapped = Math.round(income.amount * rate);
    const cap = maximum.cap ?? maximum.amount;
    const capNote =
      uncapped > cap
        ? `Il ${f.percent(rate)} di questo reddito corrisponde a ${chf(uncapped)}: si applica il limite di ${chf(cap)}, quindi ${chf(maximum.amount)}.`
        : `Il ${f.percent(rate)} di questo reddito corrisponde a ${chf(maximum.amount)}, sotto il limite di ${chf(cap)}.`;
    return `Senza cassa pensioni (dipendente senza ${LPP} o indipendente) può versare il ${f.percent(rate)} del suo reddito netto da attività lucrativa, al massimo ${chf(cap)} nel ${year} (${yearNote}). Consideriamo ${common.income(income)}. ${capNote}`;
  },
  missedYear(missed, maximum) {
    const max =
      maximum.rule === "with-pension-fund"
        ? `un importo massimo di ${chf(missed.maximum)}`
        : `un importo massimo stimato di ${chf(missed.maximum)} (il ${f.percent(maximum.incomeRate ?? 0)} del suo reddito attuale: non conosciamo il suo reddito del ${missed.year} e lo supponiamo uguale)`;
    switch (missed.basis) {
      case "answers":
        return missed.buyBack === 0
          ? `Nel ${missed.year} ha versato ${chf(missed.paid ?? 0)} su ${max}: nessuna lacuna da riscattare.`
          : `Nel ${missed.year} ha versato ${chf(missed.paid ?? 0)} su ${max}: una lacuna di ${chf(missed.buyBack ?? 0)}.`;
      case "assumed-no-3a":
        return `Nel ${missed.year}: poiché indica di non avere un ${P3A}, supponiamo che non sia stato versato nulla (ipotesi da confermare), su ${max}: una lacuna di ${chf(missed.buyBack ?? 0)}.`;
      case "unknown":
        return `Nel ${missed.year}: non sappiamo quanto ha versato. Lo indica il suo attestato 3a del ${missed.year} (o la sua dichiarazione d'imposta ${missed.year}); rispetto a ${max}, la differenza è una lacuna riscattabile.`;
    }
  },
  buyBackDeduction: {
    yes: "Il riscatto si deduce dal reddito imponibile, come i suoi versamenti nel pilastro 3a.",
    conditional:
      "Il riscatto si deduce dal reddito imponibile alle stesse condizioni dei suoi versamenti nel pilastro 3a (vedi sopra).",
    no: "Per lei il riscatto non dà in Svizzera più deduzioni fiscali dei suoi versamenti nel pilastro 3a (vedi sopra).",
    unknown:
      "La sua deducibilità dipende, come quella dei suoi versamenti nel pilastro 3a, dalla sua situazione (vedi sopra).",
  },
  buyBackNoIncome: (year) =>
    `Riscatto degli anni mancati: occorre un reddito soggetto all'${AVS} nell'anno mancato e nell'anno del riscatto; senza reddito da attività lucrativa nel ${year}, quest'anno non è possibile alcun riscatto.`,
  buyBackNotYet: (first, firstMissed) =>
    `Riscatto degli anni mancati: possibile dal ${first}, per le lacune dal ${firstMissed}.`,
  buyBackIntro: (since, firstMissed, yearNote) =>
    `${since === "this-year" ? "Da quest'anno" : `Dal ${since}`} può riscattare i versamenti nel ${P3A} mancati dal ${firstMissed} (${yearNote}):`,
  buyBackOnePerYear: (max, yearsBack) =>
    `È possibile un solo riscatto all'anno, di al massimo ${chf(max)} in totale, qualunque sia il numero di anni mancati che copre; ogni anno mancato si recupera una sola volta, fino a ${yearsBack} anni indietro.`,
  buyBackGapsBeyond: (gaps, total, yearsBack, wholeYears) =>
    `Le sue lacune note ammontano a ${chf(gaps)}, più di un solo riscatto (al massimo ${chf(total)}). Ogni anno mancato si riscatta una volta sola: ciò che resta di un anno coperto da un riscatto è perso. ${
      wholeYears
        ? `Quest'anno riscatti quindi gli anni che questo importo colma interamente, e tenga gli altri per il riscatto di un anno successivo (fino a ${yearsBack} anni indietro).`
        : `Nessuno dei suoi anni mancati è colmato interamente da un riscatto: riscattando ${chf(total)} per un anno, perde il resto della sua lacuna. Veda con l'esperto quale anno riscattare.`
    }`,
  buyBackAfterFull: "Solo dopo aver versato l'importo massimo completo dell'anno del riscatto.",
  buyBackIncomeNeeded: `Occorre aver avuto un reddito soggetto all'${AVS} nell'anno mancato e nell'anno del riscatto.`,
  maxPerBuyBackYearLabel: "Riscatto massimo per anno di riscatto, tutti gli anni mancati insieme",
  possibleBuyBackLabel: (year) => `Riscatto possibile nel ${year} per gli anni mancati`,
  buyBackSavingLabel: (condition) => `Risparmio d'imposta stimato su questo riscatto${condition}`,
  ceilingLabel: (year) => `Il suo importo massimo nel ${P3A} per il ${year}`,
  paidLabel: (year) => `Già versato nel ${year}`,
  leftToPayLabel: (year) => `Ancora da versare nel ${year}`,
  overpaidLabel: (year) => `Versato oltre l'importo massimo ${year}, da farsi rimborsare`,
  savingLabel: (condition) => `Risparmio d'imposta stimato su questo importo${condition}`,
  swissSavingLabel: "Risparmio d'imposta in Svizzera",
  none: "Nessuno",
  conditionNote: " (a determinate condizioni, vedi sopra)",
  overpaid({ paidThisYear, year, maximum, overpaid }) {
    const deductible = maximum.noEarnedIncome ? "nulla è deducibile" : "è deducibile solo l'importo massimo";
    return `Indica di aver versato ${chf(paidThisYear)} nel ${year}, più del suo importo massimo di ${chf(maximum.amount)}: ${deductible}, e l'eccedenza di ${chf(overpaid)} deve esserle rimborsata dalla sua banca o assicurazione 3a. La chieda a loro.`;
  },
  paidUp: (year, acquired) =>
    `Ha già versato il suo importo massimo ${year}: ${acquired ? "la deduzione dell'anno è acquisita" : "la sua deduzione dipende dalle condizioni qui sopra"}.`,
  savingEstimate: (rate) => `Il risparmio d'imposta è una stima: all'importo ancora da versare applichiamo ${rate}.`,
};

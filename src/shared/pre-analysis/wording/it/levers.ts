import type { LeversWording } from "../types";
import { common, TERMS } from "./common";

const { fmt: f } = common;
const chf = f.chf;
const { pillar3a: P3A, ahv: AVS, lamal: LAMAL } = TERMS;

export const levers: LeversWording = {
  heading: "Le sue tre leve",
  pillar3a: {
    title: `Un ${P3A} che lavora davvero`,
    claim: (rate) =>
      `Un ${P3A} in titoli a costi ridotti invece di un conto di risparmio 3a può rendere fino a +${f.percent(rate)} netto in più all'anno (ordine di grandezza SwissHack), mantenendo la deduzione fiscale quando si applica.`,
    noIncome: (year) =>
      `Per lei: senza reddito da attività lucrativa soggetto all'${AVS}, nel ${year} non è possibile alcun versamento nel ${P3A}.`,
    noSaving: (leftToPay, year) =>
      `Per lei: non indichiamo alcun risparmio d'imposta sui ${chf(leftToPay)} ancora da versare nel ${year} (vedi sopra); l'interesse di un ${P3A} come risparmio per la vecchiaia è da vedere con l'esperto.`,
    leftToPay: (leftToPay, year, saving, condition) =>
      `Per lei: nel ${year} restano da versare ${chf(leftToPay)}${saving ? `, per un risparmio d'imposta stimato di ${f.chfRange(saving)}${condition}` : ""}.`,
    reached: (year) =>
      `Per lei: il suo importo massimo ${year} è raggiunto; resta da verificare che il suo ${P3A} sia investito bene.`,
    extraReturnLabel: "Rendimento netto supplementare possibile",
    extraReturn: (rate) => `fino a +${f.percent(rate)} all'anno`,
    leftToPayLabel: (year) => `Ancora da versare nel ${year}`,
    savingLabel: "Risparmio d'imposta stimato",
  },
  lamal: {
    title: `La franchigia ${LAMAL} giusta`,
    claim: ({ low, high }) =>
      `Adattare la franchigia alle proprie spese sanitarie reali fa risparmiare da ${chf(low)} a ${f.number(high)} all'anno alla maggior parte degli adulti in buona salute (ordine di grandezza SwissHack).`,
    unknownCurrent: (recommended) =>
      `Per lei: comunichi la sua franchigia attuale all'esperto per quantificare il risparmio; la franchigia raccomandata per le sue spese previste è di ${chf(recommended)}.`,
    notLamal: `Per lei: ha indicato di non essere assicurato secondo la ${LAMAL}; questa leva la riguarda solo se lo è.`,
    keep: (current) => `Per lei: la sua franchigia di ${chf(current)} è già quella giusta per le spese previste.`,
    lowerCostsMore: (recommended, current, extra, note) =>
      `Per lei: la franchigia di ${f.number(recommended)} costa ${extra > 0 ? `al massimo ${chf(extra)} all'anno più della` : "quanto la"} sua franchigia di ${f.number(current)}, con un rischio molto minore${note ? ` (${note})` : ""}.`,
    saving: (saving, current, recommended, note) =>
      `Per lei: ${saving} passando dalla franchigia di ${f.number(current)} a quella di ${f.number(recommended)}${note ? ` (${note})` : ""}.`,
    savingLabel: "Il suo risparmio possibile sulla franchigia",
  },
  allowances: {
    title: "Gli assegni dimenticati",
    claim: (max) =>
      `Assegni familiari, rimborsi spese, crediti d'imposta: fino a ${f.number(max)} EUR all'anno restano spesso non richiesti (ordine di grandezza SwissHack).`,
    frontalier:
      "Per lei: i frontalieri sono i più interessati; l'esperto passa in rassegna con lei ciò che si può chiedere da entrambi i lati del confine.",
    other: "Per lei: l'esperto passa in rassegna con lei gli assegni e i rimborsi a cui potrebbe avere diritto.",
    label: "Importo non richiesto possibile",
    value: (max) => `fino a ${f.number(max)} EUR all'anno`,
  },
};

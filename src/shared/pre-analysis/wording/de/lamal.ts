import type { LamalAnalysis } from "../../lamal";
import { lowerEffectiveNote, negligibleGapSentence, savingAmount } from "../../lamal-wording";
import type { LamalWording } from "../types";
import { common, TERMS } from "./common";

const { fmt: f } = common;
const chf = f.chf;
const { kvg: KVG, costShare: SB } = TERMS;
const COST_LEVEL = { low: "tiefe", medium: "mittlere", high: "hohe" } as const;

function costs({ expectedCosts: { amount, basis } }: LamalAnalysis): string {
  if (basis === "amount") return `erwarteten Gesundheitskosten von ${chf(amount)} pro Jahr (gemäss Ihren Antworten)`;
  return `erwarteten Gesundheitskosten von ${chf(amount)} pro Jahr (Annahme von SwissHack für «${COST_LEVEL[basis]}» Kosten)`;
}

function change(lamal: LamalAnalysis, current: number): string {
  const saving = `Mit einer Franchise von ${chf(lamal.cheapestDeductible)} statt ${chf(current)} würden Sie für Ihre erwarteten Kosten ${savingAmount(lamal, common)} pro Jahr weniger zahlen`;
  if (lamal.change === "raise") {
    return `${saving}, sofern Ihr Versicherer den höchsten Prämienrabatt gewährt. Eine hohe Franchise lohnt sich nur, solange Ihre Kosten moderat bleiben: Legen Sie den Betrag der Franchise für den Ernstfall zur Seite.`;
  }
  const note = lowerEffectiveNote(lamal, common);
  return `${saving}: Bei Kosten in dieser Höhe ist eine tiefere Franchise günstiger und schützt Sie besser.${note ? ` ${common.attention(note)}` : ""}`;
}

/** Lowering is recommended although the current, higher deductible costs a negligible amount less. */
function negligibleLower(lamal: LamalAnalysis, current: number): string {
  const recommended = chf(lamal.cheapestDeductible);
  const advantage = -(lamal.savingVsCurrent ?? 0);
  const comparison =
    advantage > 0
      ? `Ihre heutige Franchise von ${chf(current)} spart Ihnen gegenüber der Franchise von ${recommended} höchstens ${chf(advantage)} pro Jahr, und nur wenn Ihr Versicherer den höchsten Prämienrabatt gewährt: ein vernachlässigbarer Unterschied gegenüber dem Risiko, eine höhere Franchise zahlen zu müssen.`
      : `Ihre heutige Franchise von ${chf(current)} kostet Sie für Ihre erwarteten Kosten gleich viel wie die Franchise von ${recommended}, sofern der höchste Prämienrabatt gewährt wird.`;
  const other = lamal.lowestCostDeductible === current ? null : negligibleGapSentence(lamal, common);
  const note = lowerEffectiveNote(lamal, common);
  return [
    comparison,
    other ?? `Wir empfehlen die Franchise von ${recommended} mit dem kleineren Risiko.`,
    note && common.attention(note),
  ]
    .filter((part) => part)
    .join(" ");
}

export const lamal: LamalWording = {
  heading: `Krankenversicherung (${KVG}): die richtige Franchise`,
  intro: (lamal) =>
    `Jede Franchise kostet Sie pro Jahr: die Prämie, die bezahlte Franchise (höchstens ihr Betrag) und den ${SB} von ${f.percent(lamal.costShare.rate)} der Kosten darüber, höchstens ${chf(lamal.costShare.maxAdult)} pro Jahr. Wir vergleichen die Franchisen für Erwachsene mit ${costs(lamal)}.`,
  premium(lamal, year) {
    const lowest = lamal.options[0]?.deductible ?? 0;
    const highest = lamal.options.at(-1)?.deductible ?? 0;
    const maxReduction = chf(lamal.maxPremiumReductionRate * (highest - lowest));
    const legalRule = `Das Gesetz begrenzt den Rabatt einer höheren Franchise auf ${f.percent(lamal.maxPremiumReductionRate)} des zusätzlichen Risikos, also höchstens ${maxReduction} weniger pro Jahr für die Franchise ${f.number(highest)} (${common.figureYear(lamal.citations.premiumReduction, year)})`;
    const zero = lamal.zeroPremiumIgnored
      ? "Eine Prämie von CHF 0 kann nicht stimmen; wir behandeln sie als nicht angegeben. "
      : "";
    if (lamal.mode === "absolute") {
      return `Ihre heutige Prämie beträgt ${chf((lamal.annualPremium ?? 0) / 12)} pro Monat mit einer Franchise von ${chf(lamal.currentDeductible ?? 0)}, also ${chf(lamal.annualPremium ?? 0)} pro Jahr. Daraus leiten wir die Prämien der anderen Franchisen ab und nehmen an, dass Ihr Versicherer den höchsten Rabatt gewährt. ${legalRule}. Die tatsächlichen Rabatte sind oft kleiner; vergleichen Sie mit dem Angebot Ihres Versicherers.`;
    }
    const missing = [
      lamal.annualPremium === null ? "Ihre Prämie" : null,
      lamal.currentDeductible === null ? "Ihre heutige Franchise" : null,
    ]
      .filter((part) => part !== null)
      .join(" noch ");
    const neither = missing.includes(" noch ") ? `Da wir weder ${missing}` : `Da wir ${missing} nicht`;
    return `${zero}${neither} kennen, vergleichen wir die Franchisen mit der Prämie bei der Franchise von CHF 300 («Referenzprämie»). ${legalRule}. Die Beträge der Tabelle sind deshalb Abweichungen von dieser Referenzprämie, beim höchsten Rabatt.`;
  },
  insurance: {
    lamalDefault: `Sie wissen nicht, ob Sie nach ${KVG} versichert sind: Für ${TERMS.frontalier} mit Wohnsitz in Italien, Deutschland oder Österreich ist das standardmässig der Fall, ausser Sie haben die Befreiung beantragt. Dieser Vergleich betrifft Sie nur, wenn Sie nach ${KVG} versichert sind.`,
    notLamal: `Sie haben eine andere Versicherung als nach ${KVG} angegeben (privat oder die Ihres Wohnlands): Dieser Vergleich betrifft Sie nur, wenn Sie nach ${KVG} versichert sind.`,
    residentCompulsory: `Sie wohnen in der Schweiz: Die Grundversicherung nach ${KVG} ist hier für alle obligatorisch (KVG Art. 3 Abs. 1), unabhängig von Ihrer Antwort; eine Privatversicherung kann sie nur ergänzen. Dieser Vergleich betrifft Ihre Grundversicherung nach ${KVG}.`,
    unknown: `Sie wissen nicht, ob Sie nach ${KVG} versichert sind: Dieser Vergleich betrifft Sie nur, wenn das der Fall ist.`,
  },
  tableCaption: (costs) => `Jahreskosten jeder Franchise bei ${chf(costs)} Gesundheitskosten`,
  columns: (relative) => [
    "Franchise",
    relative ? "Jahresprämie (Abweichung von der Referenzprämie)" : "Jahresprämie",
    "Bezahlte Franchise",
    SB,
    relative ? "Gesamtkosten (Abweichung von der Referenzprämie)" : "Gesamtkosten",
  ],
  recommendedLabel: "Empfohlene Franchise für Ihre erwarteten Kosten",
  savingLabel: (current) => `Ersparnis gegenüber Ihrer heutigen Franchise von ${chf(current)}`,
  effectiveFrom: (iso) => `, ab ${f.date(iso)}`,
  worstCaseLabel: (deductible) =>
    `Höchstens selbst zu tragen mit der Franchise ${f.number(deductible)} (Franchise + maximaler ${SB})`,
  hospitalLabel: "Beitrag an die Kosten des Spitalaufenthalts",
  perDay: (amount) => `${chf(amount)} pro Tag`,
  result(lamal) {
    const gap = negligibleGapSentence(lamal, common);
    const withGap = (text: string) => (gap ? `${text} ${gap}` : text);
    if (lamal.currentDeductible === null) {
      return withGap(
        `Für Ihre erwarteten Kosten empfehlen wir eine Franchise von ${chf(lamal.cheapestDeductible)}. Ihre heutige Franchise finden Sie auf Ihrer Versicherungspolice; damit sehen Sie, was Sie mit einem Wechsel sparen würden.`,
      );
    }
    if (lamal.change === "keep") {
      return gap
        ? `Ihre heutige Franchise von ${chf(lamal.currentDeductible)} passt zu Ihren erwarteten Kosten: Hier gibt es nichts zu ändern. ${gap}`
        : `Ihre heutige Franchise von ${chf(lamal.currentDeductible)} ist für Ihre erwarteten Kosten bereits die günstigste: Hier gibt es nichts zu ändern.`;
    }
    if ((lamal.savingVsCurrent ?? 0) <= 0) return negligibleLower(lamal, lamal.currentDeductible);
    return withGap(change(lamal, lamal.currentDeductible));
  },
  deadlineTitle: "Die wichtigen Termine",
  deadlines({ deadlines: d, citations }, year) {
    const lowerBy = f.date(d.lowerBy, true);
    const lower = d.lowerWindowPassed
      ? `Der Termin, um Ihre Franchise zu senken oder den Versicherer zu wechseln (letzter Arbeitstag im November), ist dieses Jahr vorbei: Der nächste ist ${lowerBy}, auf den ${f.date(d.lowerEffectiveFrom)}.`
      : `Um Ihre Franchise zu senken oder den Versicherer zu wechseln, muss Ihr Schreiben spätestens am letzten Arbeitstag im November beim Versicherer sein, also am ${lowerBy}, auf den ${f.date(d.lowerEffectiveFrom)}.`;
    return `${lower} Um Ihre Franchise zu erhöhen: bis zum ${f.date(d.raiseBy)}, auf den ${f.date(d.raiseEffectiveFrom)}. Feiertage sind nicht berücksichtigt: Warten Sie nicht bis zum letzten Tag (KVG Art. 7 Abs. 2; KVV Art. 94 Abs. 1, ${common.figureYear(citations.deadlines, year)}).`;
  },
  lowerByLabel: "Franchise senken oder Versicherer wechseln, spätestens am",
  raiseByLabel: "Franchise erhöhen, spätestens am",
  childDeductibleLabel: "Franchise Ihrer Kinder (Standard)",
  childDeductible: ({ children }) =>
    `${chf(children.defaultDeductible)} (wählbar von ${chf(children.optionMin)} bis ${f.number(children.optionMax)})`,
  childCostShareLabel: `Maximaler ${SB} pro Kind`,
  childrenSharedCap: "mehrere Kinder beim gleichen Versicherer teilen sich eine gemeinsame Obergrenze",
};

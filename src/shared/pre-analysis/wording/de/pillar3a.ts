import type { Pillar3aWording } from "../types";
import { common, TERMS } from "./common";

const { fmt: f } = common;
const chf = f.chf;
const { pillar3a: S3A, ahv: AHV, bvg: BVG } = TERMS;

export const pillar3a: Pillar3aWording = {
  heading: (year) => `${S3A}: Ihr Spielraum ${year}`,
  maximum({ maximum, year }, income, yearNote) {
    if (maximum.noEarnedIncome) {
      return `Eine Einzahlung in die ${S3A} setzt ein ${AHV}-pflichtiges Erwerbseinkommen voraus. Mit ${common.income(income)} ist ${year} keine Einzahlung möglich: Ihr Höchstbetrag ist ${chf(0)}.`;
    }
    if (maximum.rule === "with-pension-fund" && maximum.cappedAtIncome) {
      return `Mit einer Pensionskasse (${BVG}) liegt der offizielle Höchstbetrag ${year} bei ${chf(maximum.cap ?? 0)} (${yearNote}), doch eine Einzahlung in die ${S3A} darf Ihr ${AHV}-pflichtiges Erwerbseinkommen nie übersteigen. Mit ${common.income(income)} beträgt Ihr Höchstbetrag ${chf(maximum.amount)}.`;
    }
    if (maximum.rule === "with-pension-fund") {
      return `Da Sie einer Pensionskasse (${BVG}) angeschlossen sind, können Sie ${year} höchstens ${chf(maximum.amount)} in Ihre ${S3A} einzahlen (offizieller Höchstbetrag, ${yearNote}).`;
    }
    const rate = maximum.incomeRate ?? 0;
    const uncapped = Math.round(income.amount * rate);
    const cap = maximum.cap ?? maximum.amount;
    const capNote =
      uncapped > cap
        ? `${f.percent(rate)} dieses Einkommens ergeben ${chf(uncapped)}: Es gilt die Obergrenze von ${chf(cap)}, also ${chf(maximum.amount)}.`
        : `${f.percent(rate)} dieses Einkommens ergeben ${chf(maximum.amount)}, unter der Obergrenze von ${chf(cap)}.`;
    return `Ohne Pensionskasse (Angestellte ohne ${BVG} oder Selbständigerwerbende) können Sie ${f.percent(rate)} Ihres Nettoerwerbseinkommens einzahlen, ${year} höchstens ${chf(cap)} (${yearNote}). Wir rechnen mit ${common.income(income)}. ${capNote}`;
  },
  missedYear(missed, maximum) {
    const max =
      maximum.rule === "with-pension-fund"
        ? `einem Höchstbetrag von ${chf(missed.maximum)}`
        : `einem geschätzten Höchstbetrag von ${chf(missed.maximum)} (${f.percent(maximum.incomeRate ?? 0)} Ihres heutigen Einkommens: Ihr Einkommen ${missed.year} kennen wir nicht, wir nehmen es als gleich an)`;
    switch (missed.basis) {
      case "answers":
        return missed.buyBack === 0
          ? `${missed.year} haben Sie ${chf(missed.paid ?? 0)} eingezahlt, bei ${max}: keine Lücke einzukaufen.`
          : `${missed.year} haben Sie ${chf(missed.paid ?? 0)} eingezahlt, bei ${max}: eine Lücke von ${chf(missed.buyBack ?? 0)}.`;
      case "assumed-no-3a":
        return `${missed.year}: Da Sie angeben, keine ${S3A} zu haben, nehmen wir an, dass nichts eingezahlt wurde (zu bestätigen), bei ${max}: eine Lücke von ${chf(missed.buyBack ?? 0)}.`;
      case "unknown":
        return `${missed.year}: Wir wissen nicht, wie viel Sie eingezahlt haben. Ihre 3a-Bescheinigung ${missed.year} (oder Ihre Steuererklärung ${missed.year}) zeigt es; die Differenz zu ${max} ist eine Lücke, die Sie einkaufen können.`;
    }
  },
  buyBackDeduction: {
    yes: "Der Einkauf ist vom steuerbaren Einkommen abziehbar, wie Ihre Einzahlungen in die Säule 3a.",
    conditional:
      "Der Einkauf ist zu denselben Bedingungen wie Ihre Einzahlungen in die Säule 3a vom steuerbaren Einkommen abziehbar (siehe oben).",
    no: "Für Sie bringt der Einkauf in der Schweiz keinen grösseren Steuerabzug als Ihre Einzahlungen in die Säule 3a (siehe oben).",
    unknown:
      "Ob er abziehbar ist, hängt wie bei Ihren Einzahlungen in die Säule 3a von Ihrer Situation ab (siehe oben).",
  },
  buyBackNoIncome: (year) =>
    `Einkauf verpasster Jahre: Er setzt ein ${AHV}-pflichtiges Einkommen im verpassten Jahr und im Einkaufsjahr voraus; ohne Erwerbseinkommen ${year} ist dieses Jahr kein Einkauf möglich.`,
  buyBackNotYet: (first, firstMissed) => `Einkauf verpasster Jahre: möglich ab ${first}, für Lücken ab ${firstMissed}.`,
  buyBackIntro: (since, firstMissed, yearNote) =>
    `${since === "this-year" ? "Seit diesem Jahr" : `Seit ${since}`} können Sie verpasste Einzahlungen in die ${S3A} ab ${firstMissed} nachholen (${yearNote}):`,
  buyBackOnePerYear: (max, yearsBack) =>
    `Pro Jahr ist ein einziger Einkauf möglich, insgesamt höchstens ${chf(max)}, egal wie viele verpasste Jahre er abdeckt; jedes verpasste Jahr lässt sich nur einmal nachholen, bis zu ${yearsBack} Jahre zurück.`,
  buyBackGapsBeyond: (gaps, total, yearsBack, wholeYears) =>
    `Ihre bekannten Lücken betragen zusammen ${chf(gaps)}, mehr als ein einziger Einkauf (höchstens ${chf(total)}). Jedes fehlende Jahr kann nur einmal eingekauft werden: Was von einem Jahr übrig bleibt, das ein Einkauf abdeckt, verfällt. ${
      wholeYears
        ? `Kaufen Sie dieses Jahr also die Jahre ein, die dieser Betrag ganz schliesst, und behalten Sie die anderen für den Einkauf eines späteren Jahres (bis ${yearsBack} Jahre zurück).`
        : `Keines Ihrer fehlenden Jahre wird durch einen Einkauf ganz geschlossen: Kaufen Sie ${chf(total)} für ein Jahr ein, verfällt der Rest seiner Lücke. Klären Sie mit der Fachperson, welches Jahr Sie einkaufen.`
    }`,
  buyBackAfterFull: "Erst nachdem Sie im Einkaufsjahr den vollen Höchstbetrag eingezahlt haben.",
  buyBackIncomeNeeded: `Sie brauchen im verpassten Jahr und im Einkaufsjahr ein ${AHV}-pflichtiges Einkommen.`,
  maxPerBuyBackYearLabel: "Höchster Einkauf pro Einkaufsjahr, alle verpassten Jahre zusammen",
  possibleBuyBackLabel: (year) => `Möglicher Einkauf ${year} für verpasste Jahre`,
  buyBackSavingLabel: (condition) => `Geschätzte Steuerersparnis auf diesem Einkauf${condition}`,
  ceilingLabel: (year) => `Ihr Höchstbetrag für die ${S3A} ${year}`,
  paidLabel: (year) => `${year} bereits eingezahlt`,
  leftToPayLabel: (year) => `${year} noch einzuzahlen`,
  overpaidLabel: (year) => `Über dem Höchstbetrag ${year} eingezahlt, zurückzufordern`,
  savingLabel: (condition) => `Geschätzte Steuerersparnis auf diesem Betrag${condition}`,
  swissSavingLabel: "Steuerersparnis in der Schweiz",
  none: "Keine",
  conditionNote: " (unter Vorbehalt, siehe oben)",
  overpaid({ paidThisYear, year, maximum, overpaid }) {
    const deductible = maximum.noEarnedIncome ? "nichts ist abziehbar" : "abziehbar ist nur der Höchstbetrag";
    return `Sie geben an, ${year} ${chf(paidThisYear)} eingezahlt zu haben, mehr als Ihr Höchstbetrag von ${chf(maximum.amount)}: ${deductible}, und den Überschuss von ${chf(overpaid)} muss Ihnen Ihre Bank oder Versicherung zurückzahlen. Fordern Sie ihn dort zurück.`;
  },
  paidUp: (year, acquired) =>
    `Sie haben Ihren Höchstbetrag ${year} bereits eingezahlt: ${acquired ? "Der Abzug für dieses Jahr ist Ihnen sicher." : "Ob er abziehbar ist, hängt von den Bedingungen oben ab."}`,
  savingEstimate: (rate) =>
    `Die Steuerersparnis ist eine Schätzung: Für den noch offenen Betrag rechnen wir mit ${rate}.`,
};

import type { LeversWording } from "../types";
import { common, TERMS } from "./common";

const { fmt: f } = common;
const chf = f.chf;
const { pillar3a: S3A, ahv: AHV, kvg: KVG } = TERMS;

export const levers: LeversWording = {
  heading: "Ihre drei Hebel",
  pillar3a: {
    title: `Eine ${S3A}, die wirklich arbeitet`,
    claim: (rate) =>
      `Eine ${S3A} in Wertschriften mit tiefen Kosten statt eines 3a-Sparkontos kann pro Jahr bis zu +${f.percent(rate)} mehr Nettorendite bringen (Grössenordnung von SwissHack), und der Steuerabzug bleibt, wo er gilt.`,
    noIncome: (year) =>
      `Für Sie: Ohne ${AHV}-pflichtiges Erwerbseinkommen ist ${year} keine Einzahlung in die ${S3A} möglich.`,
    noSaving: (leftToPay, year) =>
      `Für Sie: Auf den ${chf(leftToPay)}, die ${year} noch einzuzahlen sind, nennen wir keine Steuerersparnis (siehe oben); ob sich eine ${S3A} als Altersvorsorge lohnt, besprechen Sie mit der Fachperson.`,
    leftToPay: (leftToPay, year, saving, condition) =>
      `Für Sie: ${year} sind noch ${chf(leftToPay)} einzuzahlen${saving ? `, für eine geschätzte Steuerersparnis von ${f.chfRange(saving)}${condition}` : ""}.`,
    reached: (year) =>
      `Für Sie: Ihr Höchstbetrag ${year} ist erreicht; bleibt zu prüfen, ob Ihre ${S3A} gut angelegt ist.`,
    extraReturnLabel: "Mögliche zusätzliche Nettorendite",
    extraReturn: (rate) => `bis zu +${f.percent(rate)} pro Jahr`,
    leftToPayLabel: (year) => `${year} noch einzuzahlen`,
    savingLabel: "Geschätzte Steuerersparnis",
  },
  lamal: {
    title: `Die richtige ${KVG}-Franchise`,
    claim: ({ low, high }) =>
      `Wer seine Franchise den tatsächlichen Gesundheitskosten anpasst, spart als gesunde erwachsene Person meist ${chf(low)} bis ${f.number(high)} pro Jahr (Grössenordnung von SwissHack).`,
    unknownCurrent: (recommended) =>
      `Für Sie: Nennen Sie der Fachperson Ihre heutige Franchise, damit sie die Ersparnis beziffern kann; für Ihre erwarteten Kosten empfehlen wir eine Franchise von ${chf(recommended)}.`,
    notLamal: `Für Sie: Sie haben angegeben, nicht nach ${KVG} versichert zu sein; dieser Hebel betrifft Sie nur, wenn Sie es sind.`,
    keep: (current) =>
      `Für Sie: Ihre Franchise von ${chf(current)} ist für Ihre erwarteten Kosten bereits die richtige.`,
    lowerCostsMore: (recommended, current, extra, note) =>
      `Für Sie: Die Franchise ${f.number(recommended)} kostet ${extra > 0 ? `höchstens ${chf(extra)} pro Jahr mehr als` : "gleich viel wie"} Ihre Franchise ${f.number(current)}, bei deutlich kleinerem Risiko${note ? ` (${note})` : ""}.`,
    saving: (saving, current, recommended, note) =>
      `Für Sie: ${saving}, wenn Sie von der Franchise ${f.number(current)} zu ${f.number(recommended)} wechseln${note ? ` (${note})` : ""}.`,
    savingLabel: "Ihre mögliche Ersparnis bei der Franchise",
  },
  allowances: {
    title: "Vergessene Zulagen",
    claim: (max) =>
      `Familienzulagen, Spesenrückerstattungen, Steuergutschriften: Bis zu ${f.number(max)} EUR pro Jahr werden oft nicht eingefordert (Grössenordnung von SwissHack).`,
    frontalier: `Für Sie: Wer über die Grenze pendelt, ist am häufigsten betroffen; die Fachperson geht mit Ihnen durch, was auf beiden Seiten der Grenze eingefordert werden kann.`,
    other:
      "Für Sie: Die Fachperson geht mit Ihnen die Zulagen und Rückerstattungen durch, auf die Sie Anspruch haben könnten.",
    label: "Möglicher nicht eingeforderter Betrag",
    value: (max) => `bis zu ${f.number(max)} EUR pro Jahr`,
  },
};

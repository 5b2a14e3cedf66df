import type { FrontalierAnalysis } from "../../frontalier";
import type { TeleworkWording } from "../types";
import { common, TERMS } from "./common";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
const { telework: HO, frontalier: GG, kvg: KVG } = TERMS;

function rule({ telework, regime, residenceCountry }: FrontalierAnalysis): string {
  const social = `Ihre Sozialversicherung bleibt bis ${percent(telework.swissSocialSecurityMaxPercent)} ${HO} in der Schweiz, mit einer Bescheinigung A1, die Ihr Arbeitgeber beantragt (Rahmenübereinkommen EU/EFTA)`;
  const france = percent(telework.franceTaxNeutralMaxPercent);
  const italy = percent(telework.italyTaxNeutralMaxPercent);
  switch (residenceCountry) {
    case "FR":
      return regime === "agreement-1983"
        ? `Bis ${france} ${HO} pro Jahr behalten Sie den Grenzgängerstatus des Abkommens von 1983, und Ihr Lohn wird weiterhin in Frankreich besteuert; darüber verlieren Sie diesen Status. Zudem gilt: ${social}.`
        : `Bis ${france} ${HO} pro Jahr ändert sich nicht, welches Land Ihren Lohn besteuert (seit dem 1. Januar 2023); ${social}.`;
    case "IT":
      return `Nach dem Grenzgängerabkommen mit Italien hat ${HO} bis ${italy} der Arbeitszeit keinen Einfluss auf die Besteuerung; ${social}.`;
    case "other":
      return `Für ${HO} hängen die Steuerregeln vom Abkommen mit Ihrem Wohnsitzland ab; ${social}, sofern Ihr Land dazugehört.`;
    case null:
      return `Bis zu welchem Anteil ${HO} die Besteuerung nicht ändert, hängt von Ihrem Wohnsitzland ab: ${france}, wenn Sie in Frankreich wohnen, ${italy}, wenn Sie in Italien wohnen; ${social}.`;
  }
}

function outcome(frontalier: FrontalierAnalysis): string {
  const { telework, residenceCountry } = frontalier;
  const share = percent(telework.share ?? 0);
  const neutral = percent(telework.taxNeutralMaxPercent ?? 0);
  switch (telework.outcome) {
    case "unknown":
      return `Teilen Sie der Fachperson Ihren Anteil ${HO} mit, damit sie Ihren Fall prüfen kann.`;
    case "unchanged":
      return frontalier.regime === "agreement-1983"
        ? `Mit ${share} ${HO} behalten Sie den Grenzgängerstatus.`
        : `Mit ${share} ${HO} ändert sich Ihre Besteuerung nicht.`;
    case "status-lost":
      return `Mit ${share} ${HO} liegen Sie über ${neutral}: Sie verlieren den Grenzgängerstatus des Abkommens von 1983. Dann gilt das allgemeine Doppelbesteuerungsabkommen: Der Lohn für die in der Schweiz gearbeiteten Tage unterliegt in der Schweiz der Quellensteuer, jener für die Tage im ${HO} wird in Frankreich besteuert. Besprechen Sie Ihren Fall mit der Fachperson.`;
    case "partly-taxable-abroad":
      return residenceCountry === "IT"
        ? `Mit ${share} liegen Sie über ${neutral}: Der Lohnanteil für die Tage im ${HO} kann in Italien steuerbar werden; prüfen Sie Ihren Fall mit der Fachperson.`
        : `Mit ${share} liegen Sie über ${neutral}: Der Lohnanteil für die in Frankreich gearbeiteten Tage kann in Frankreich steuerbar werden.`;
    case "depends":
      return `Wie sich Ihr Anteil von ${share} ${HO} auf Ihre Besteuerung auswirkt, hängt von Ihrem Wohnsitzland ab: Prüfen Sie Ihren Fall mit der Fachperson.`;
  }
}

function social({ telework }: FrontalierAnalysis): string | null {
  if (telework.share === null) return null;
  return telework.socialSecurityToCheck
    ? `Über ${percent(telework.swissSocialSecurityMaxPercent)} prüfen Sie Ihre Unterstellung unter die Sozialversicherung mit der Fachperson.`
    : "Ihre Sozialversicherung bleibt in der Schweiz.";
}

function franceHealthText({ healthOption }: FrontalierAnalysis): string {
  return `wählen Sie innert ${healthOption.choiceWithinMonths} Monaten nach Beginn Ihrer Arbeit in der Schweiz zwischen der Versicherung nach ${KVG} und der französischen CMU, und diese Wahl ist praktisch endgültig. Der CMU-Beitrag beträgt ${f.percent(healthOption.cmuRate)} Ihres französischen Referenzeinkommens (revenu fiscal de référence) über einem Freibetrag: Je nach Einkommen kann er mehr oder weniger kosten als eine ${KVG}-Prämie.`;
}

export const telework: TeleworkWording = {
  telework: (frontalier) =>
    [rule(frontalier), outcome(frontalier), social(frontalier)].filter((part) => part !== null).join(" "),
  teleworkShareLabel: `Ihr ${HO}-Anteil`,
  teleworkNeutralLabel: (agreement1983) =>
    agreement1983
      ? `${HO}, das mit dem Grenzgängerstatus vereinbar ist (Abkommen von 1983)`
      : `${HO} ohne Einfluss auf die Besteuerung`,
  upTo: (value) => `bis ${percent(value)}`,
  socialSecurityLabel: "Schweizer Sozialversicherung (mit Bescheinigung A1)",
  health: {
    italy: `Krankenversicherung: Als ${GG} mit Wohnsitz in Italien sind Sie grundsätzlich beim italienischen nationalen Gesundheitsdienst versichert; die französischen Regeln betreffen Sie nicht. Die Fachperson prüft Ihre Unterstellung.`,
    italyLabel: `Krankenversicherung der ${GG} mit Wohnsitz in Italien`,
    italyValue: "Italienischer nationaler Gesundheitsdienst",
    depends: (frontalier) =>
      frontalier.residenceCountry === null
        ? `Krankenversicherung: Sie hängt von Ihrem Wohnsitzland ab. Wohnen Sie in Frankreich, ${franceHealthText(frontalier)} Wohnen Sie in Italien, sind Sie grundsätzlich beim italienischen nationalen Gesundheitsdienst versichert. Die Fachperson prüft Ihren Fall.`
        : "Krankenversicherung: Sie hängt von den Regeln Ihres Wohnsitzlandes und der Schweiz ab; die Fachperson prüft Ihren Fall.",
  },
  franceHealth: (frontalier) =>
    `Krankenversicherung: Als ${GG} mit Wohnsitz in Frankreich ${franceHealthText(frontalier)}`,
  choiceLabel: `Frist für das Optionsrecht ${KVG} / CMU`,
  months: (count) => `${f.number(count)} Monate`,
  cmuLabel: "CMU-Beitrag",
  cmu: (rate) => `${f.percent(rate)} des Referenzeinkommens, über einem Freibetrag`,
};

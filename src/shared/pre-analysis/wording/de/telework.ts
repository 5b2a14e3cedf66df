import type { FrontalierAnalysis } from "../../frontalier";
import type { TeleworkWording } from "../types";
import { common, TERMS } from "./common";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
const { telework: HO, frontalier: GG, kvg: KVG } = TERMS;

function taxRule({ telework, regime, residenceCountry }: FrontalierAnalysis): string {
  const france = percent(telework.franceTaxNeutralMaxPercent);
  if (regime === "self-employed") {
    return `Die Regeln zum ${HO} der ${GG} betreffen Arbeitnehmende: Wie sich die Arbeit von zu Hause auf Ihre Besteuerung als Selbständigerwerbende auswirkt, klären Sie mit der Fachperson.`;
  }
  if (regime === "germany") {
    return `${HO} ändert nicht, welches Land Ihren Lohn besteuert, nämlich Deutschland, und Tage im ${HO} zählen nicht als Nichtrückkehrtage (Schreiben des Bundesministeriums der Finanzen vom 26. Juli 2022).`;
  }
  if (regime === "austria")
    return `Es gibt keinen Anteil ${HO} ohne Einfluss auf die Besteuerung: Tage im ${HO} werden in Österreich besteuert.`;
  switch (residenceCountry) {
    case "FR":
      return regime === "agreement-1983"
        ? `Bis ${france} ${HO} pro Jahr behalten Sie den Grenzgängerstatus des Abkommens von 1983, und Ihr Lohn wird weiterhin in Frankreich besteuert; darüber verlieren Sie diesen Status.`
        : `Bis ${france} ${HO} pro Jahr ändert sich nicht, welches Land Ihren Lohn besteuert (seit dem 1. Januar 2023).`;
    case "IT":
      return regime === "italy-agreement"
        ? `Für ${GG} des Grenzgängerabkommens mit Italien hat ${HO} bis ${percent(telework.italyTaxNeutralMaxPercent)} der Arbeitszeit keinen Einfluss auf die Besteuerung (Protokoll von 2024).`
        : `Die Regel der ${percent(telework.italyTaxNeutralMaxPercent)} ${HO} gilt nur für ${GG} des Grenzgängerabkommens mit Italien: Bei Ihnen sind die in Italien gearbeiteten Tage dort ab dem ersten Tag steuerbar (Doppelbesteuerungsabkommen Schweiz–Italien, Art. 15).`;
    case "other":
      return `Für ${HO} hängen die Steuerregeln vom Abkommen mit Ihrem Wohnsitzland ab.`;
    default:
      return `Welcher Anteil ${HO} die Besteuerung nicht ändert, hängt von Ihrem Wohnsitzland ab, das Sie nicht angegeben haben.`;
  }
}

function socialRule({ telework }: FrontalierAnalysis): string {
  if (!telework.socialSecurityRuleApplies) {
    return `Ihre Sozialversicherung bei ${HO} hängt von Ihrem Wohnsitzland und Ihrer Situation ab: Die Fachperson prüft sie.`;
  }
  return `Ihre Sozialversicherung bleibt unter ${percent(telework.a1FromPercent)} ${HO} in der Schweiz; von ${percent(telework.a1FromPercent)} bis ${percent(telework.swissSocialSecurityMaxPercent)} nur mit einer Bescheinigung A1, die Ihr Arbeitgeber beantragt (Rahmenübereinkommen EU/EFTA, für Staatsangehörige der Schweiz, der EU oder der EFTA).`;
}

function outcome(frontalier: FrontalierAnalysis): string {
  const { telework, residenceCountry, regime } = frontalier;
  const share = percent(telework.share ?? 0);
  const neutral = percent(telework.taxNeutralMaxPercent ?? 0);
  switch (telework.outcome) {
    case "unknown":
      return `Teilen Sie der Fachperson Ihren Anteil ${HO} mit, damit sie Ihren Fall prüfen kann.`;
    case "unchanged":
      if (regime === "agreement-1983") return `Mit ${share} ${HO} behalten Sie den Grenzgängerstatus.`;
      if (regime === "germany") {
        const condition =
          frontalier.nonReturnDays === null
            ? `, solange Sie höchstens ${frontalier.germany.maxNonReturnDays} Nichtrückkehrtage haben`
            : "";
        return `Mit ${share} ${HO} wird Ihr Lohn weiterhin in Deutschland besteuert${condition}.`;
      }
      return `Mit ${share} ${HO} ändert sich Ihre Besteuerung nicht.`;
    case "status-lost":
      return `Mit ${share} ${HO} liegen Sie über ${neutral}: Sie verlieren den Grenzgängerstatus des Abkommens von 1983. Dann gilt das allgemeine Doppelbesteuerungsabkommen: Der Lohn für die in der Schweiz gearbeiteten Tage unterliegt in der Schweiz der Quellensteuer, jener für die Tage im ${HO} wird in Frankreich besteuert. Besprechen Sie Ihren Fall mit der Fachperson.`;
    case "partly-taxable-abroad":
      return residenceCountry === "IT"
        ? `Mit ${share} liegen Sie über ${neutral}: Der Lohnanteil für die Tage im ${HO} kann in Italien steuerbar werden; prüfen Sie Ihren Fall mit der Fachperson.`
        : `Mit ${share} liegen Sie über ${neutral}: Der Lohnanteil für die in Frankreich gearbeiteten Tage kann in Frankreich steuerbar werden.`;
    case "taxed-abroad":
      if (residenceCountry === "DE") return `Mit ${share} ${HO} wird der Lohn dieser Tage in Deutschland besteuert.`;
      return residenceCountry === "AT"
        ? `Mit ${share} ${HO} wird der Lohn dieser Tage in Österreich besteuert.`
        : `Mit ${share} ${HO} ist der Lohn dieser Tage in Italien steuerbar; prüfen Sie Ihren Fall mit der Fachperson.`;
    case "depends":
      return `Wie sich ${share} ${HO} auf Ihre Besteuerung auswirkt, prüfen Sie mit der Fachperson.`;
  }
}

function social({ telework }: FrontalierAnalysis): string | null {
  const share = percent(telework.share ?? 0);
  switch (telework.socialSecurity) {
    case "swiss":
      return `Mit ${share} bleibt Ihre Sozialversicherung in der Schweiz.`;
    case "swiss-with-a1":
      return `Mit ${share} bleibt Ihre Sozialversicherung nur mit einer Bescheinigung A1 Ihres Arbeitgebers in der Schweiz.`;
    case "to-check":
      return `Über ${percent(telework.swissSocialSecurityMaxPercent)} prüfen Sie Ihre Unterstellung unter die Sozialversicherung mit der Fachperson.`;
    default:
      return null;
  }
}

function franceHealthText({ healthOption }: FrontalierAnalysis): string {
  return `wählen Sie innert ${healthOption.choiceWithinMonths} Monaten nach Beginn Ihrer Arbeit in der Schweiz zwischen der Versicherung nach ${KVG} und der französischen CMU, und diese Wahl ist praktisch endgültig. Der CMU-Beitrag beträgt ${f.percent(healthOption.cmuRate)} Ihres französischen Referenzeinkommens (revenu fiscal de référence) über einem Freibetrag: Je nach Einkommen kann er mehr oder weniger kosten als eine ${KVG}-Prämie.`;
}

const COUNTRY = { IT: "in Italien", DE: "in Deutschland", AT: "in Österreich" } as const;
const HOME_COVER = {
  IT: "den italienischen nationalen Gesundheitsdienst",
  DE: "die deutsche gesetzliche (GKV) oder private Krankenversicherung (PKV)",
  AT: "die österreichische Krankenversicherung",
} as const;
const homeCountry = (frontalier: FrontalierAnalysis) =>
  frontalier.residenceCountry === "DE" || frontalier.residenceCountry === "AT" ? frontalier.residenceCountry : "IT";

export const telework: TeleworkWording = {
  telework: (frontalier) =>
    [taxRule(frontalier), socialRule(frontalier), outcome(frontalier), social(frontalier)]
      .filter((part) => part !== null)
      .join(" "),
  teleworkShareLabel: `Ihr ${HO}-Anteil`,
  teleworkNeutralLabel: (agreement1983) =>
    agreement1983
      ? `${HO}, das mit dem Grenzgängerstatus vereinbar ist (Abkommen von 1983)`
      : `${HO} ohne Einfluss auf die Besteuerung`,
  upTo: (value) => `bis ${percent(value)}`,
  socialSecurityLabel: "Schweizer Sozialversicherung (mit Bescheinigung A1)",
  health: {
    lamalDefault: (frontalier) => {
      const country = homeCountry(frontalier);
      return `Krankenversicherung: Mit Wohnsitz ${COUNTRY[country]} und Arbeit in der Schweiz sind Sie standardmässig nach ${KVG} versichert. Sie können sich innert ${frontalier.exemptionWithinMonths} Monaten nach Beginn Ihrer Arbeit in der Schweiz für ${HOME_COVER[country]} davon befreien lassen; die Befreiung ist unwiderruflich (KVV Art. 2 Abs. 6).`;
    },
    exemptionLabel: () => `Befreiung von der ${KVG}-Pflicht, auf Antrag und unwiderruflich`,
    exemptionValue: (months) => `innert ${f.number(months)} Monaten`,
    depends: (frontalier) =>
      frontalier.residenceCountry === null
        ? "Krankenversicherung: Die Regeln hängen von Ihrem Wohnsitzland ab, das Sie nicht angegeben haben; die Fachperson prüft Ihren Fall."
        : "Krankenversicherung: Sie hängt von den Regeln Ihres Wohnsitzlandes und der Schweiz ab; die Fachperson prüft Ihren Fall.",
  },
  franceHealth: (frontalier) =>
    `Krankenversicherung: Als ${GG} mit Wohnsitz in Frankreich ${franceHealthText(frontalier)}`,
  choiceLabel: `Frist für das Optionsrecht ${KVG} / CMU`,
  months: (count) => `${f.number(count)} Monate`,
  cmuLabel: "CMU-Beitrag",
  cmu: (rate) => `${f.percent(rate)} des Referenzeinkommens, über einem Freibetrag`,
};

import { auditOptionLabels } from "../../../content/swisshack/audit-options-i18n";
import type { AnswersWording, DocumentWording } from "../types";
import { CANTON_NAMES, common, TERMS } from "./common";
import { OFFICIAL_SOURCES } from "./sources";

const { fmt: f } = common;

export const answers: AnswersWording = {
  options: auditOptionLabels("de"),
  civilStatus: {
    single: "Ledig, geschieden oder verwitwet",
    married: "Verheiratet oder in eingetragener Partnerschaft",
  },
  employment: {
    "employee-with-pension-fund": `Angestellt mit Pensionskasse (${TERMS.bvg})`,
    "employee-without-pension-fund": "Angestellt ohne Pensionskasse",
    "self-employed": "Selbständigerwerbend",
  },
  permit: {
    "swiss-or-c": `Schweizer Bürgerrecht oder ${TERMS.permitC}`,
    "taxed-at-source": `Quellensteuerpflichtig (${TERMS.permitB} oder anderer)`,
  },
  residenceCountry: auditOptionLabels("de").residenceCountry,
  borderZone: { within: "Ja", beyond: "Nein" },
  canton: CANTON_NAMES,
  costLevel: { low: "Tief", medium: "Mittel", high: "Hoch" },
  labels: {
    status: "Status",
    canton: "Kanton",
    income: "Einkommen",
    civilStatus: "Zivilstand",
    children: "Kinder",
    employment: "Berufliche Situation",
    permit: "Staatsangehörigkeit oder Ausweis",
    pillar3a: TERMS.pillar3a,
    paidIn: (year) => `${year} in die ${TERMS.pillar3a} eingezahlt`,
    premium: `Monatliche ${TERMS.kvg}-Prämie`,
    deductible: "Heutige Franchise",
    costs: "Erwartete Gesundheitskosten",
    residence: "Wohnsitzland",
    workCanton: "Arbeitskanton",
    swissShare: "Anteil der Haushaltseinkünfte, der in der Schweiz steuerbar ist",
    spouseIncome: "Bruttoeinkommen des Ehepartners",
    nonReturnDays: "Nichtrückkehrtage",
    borderZone: "Weniger als 20 km von der Grenze",
    situation: "Ihre Situation, in Ihren Worten",
    telework: TERMS.telework,
  },
  bracket: (label) => `${label} (Einkommensstufe)`,
  netPerYear: (amount) => `${f.chf(amount)} netto pro Jahr`,
  perYear: (amount) => `${amount} pro Jahr`,
  assumedCosts: (level, amount) => `${level} (Annahme: ${f.chf(amount)} pro Jahr)`,
  notGivenM: "Nicht angegeben",
  notGivenF: "Nicht angegeben",
  notGivenPl: "Nicht angegeben",
  notGivenPremium: "Nicht angegeben",
  zeroPremium: "CHF 0 (als nicht angegeben behandelt)",
  unknownDeductible: "Nicht bekannt",
  situationNotRead: "In dieser sofortigen Voranalyse nicht berücksichtigt: Die Fachperson liest sie",
};

export const documentTexts: Pick<
  DocumentWording,
  "title" | "subtitle" | "disclaimer" | "callbackOffer" | "summary" | "sources"
> = {
  title: (year) => `Ihre SwissHack-Voranalyse ${year}`,
  subtitle: (firstName, generatedOn) => `Erstellt${firstName ? ` für ${firstName}` : ""} am ${f.date(generatedOn)}`,
  disclaimer:
    "Diese Voranalyse ist eine Schätzung auf der Grundlage Ihrer Antworten, der zitierten offiziellen Zahlen (mit Jahr und Quelle) und von Annahmen von SwissHack, die als solche gekennzeichnet sind. Sie ist weder eine Steuerberatung noch eine Rechts- oder Finanzberatung: Die tatsächlichen Beträge hängen von Ihrer Gemeinde, Ihrer familiären Situation und von Entscheiden der Steuerbehörden und Ihres Versicherers ab. Prüfen Sie alles, bevor Sie handeln, am besten mit einer Fachperson.",
  callbackOffer:
    "Möchten Sie mehr erfahren? Eine Fachperson einer von der FINMA zugelassenen Partnerfirma ruft Sie kostenlos und unverbindlich zurück, um diese Zahlen mit Ihnen zu prüfen und die nächsten Schritte vorzubereiten.",
  summary: {
    withTax: (tax, conditional, lamal) => {
      const taxPart = `${tax} Steuerersparnis${conditional ? " (unter Vorbehalt)" : ""}`;
      return lamal ? `${taxPart} und ${lamal} bei der ${TERMS.kvg}-Franchise, pro Jahr` : `${taxPart} pro Jahr`;
    },
    lamalOnly: (lamal) => `${lamal.charAt(0).toUpperCase()}${lamal.slice(1)} pro Jahr bei der ${TERMS.kvg}-Franchise`,
    lowerDeductible: (amount) => `Ihre ${TERMS.kvg}-Franchise auf ${f.chf(amount)} senken`,
    raiseDeductible: (amount) => `Ihre ${TERMS.kvg}-Franchise auf ${f.chf(amount)} erhöhen`,
    checkTou: (year, threshold) =>
      `Mit der Fachperson prüfen, ob Sie die ${TERMS.novShort} für ${year} beantragen können (Regel der ${threshold})`,
    requestTou: (year) => `Die ${TERMS.nov} für ${year} beantragen`,
    pay3a: (amount) => `${f.chf(amount)} in Ihre ${TERMS.pillar3a} einzahlen`,
    buyBack: (amount) => `${f.chf(amount)} für verpasste 3a-Jahre einkaufen`,
  },
  sources: {
    answersLabel: "Ihre Antworten",
    answersReference: "Ihre Antworten im Fragebogen von SwissHack (erster Schritt und «Schätzung verfeinern»)",
    assumptionsLabel: "Annahmen von SwissHack",
    assumptionsReference:
      "Berechnungsannahmen von SwissHack (Grenzsteuersätze, erwartete Gesundheitskosten, geschätztes Einkommen, Grössenordnungen der drei Hebel), im Text genannt; es sind keine offiziellen Zahlen",
    official: OFFICIAL_SOURCES,
  },
};

import type { FrontalierAnalysis } from "../../frontalier";
import type { TeleworkWording } from "../types";
import { common } from "./common";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);

function rule({ telework, regime, residenceCountry }: FrontalierAnalysis): string {
  const social = `votre sécurité sociale reste suisse jusqu'à ${percent(telework.swissSocialSecurityMaxPercent)} de télétravail, avec un certificat A1 demandé par votre employeur (accord-cadre UE/AELE)`;
  const france = percent(telework.franceTaxNeutralMaxPercent);
  const italy = percent(telework.italyTaxNeutralMaxPercent);
  switch (residenceCountry) {
    case "FR":
      return regime === "agreement-1983"
        ? `Jusqu'à ${france} de télétravail par an, vous gardez le statut de frontalier de l'accord de 1983 et votre salaire reste imposé en France ; au-delà, vous perdez ce statut. Par ailleurs, ${social}.`
        : `Jusqu'à ${france} de télétravail par an, le pays qui impose votre salaire ne change pas (depuis le 1er janvier 2023) ; ${social}.`;
    case "IT":
      return `Selon l'accord italo-suisse, le télétravail est sans effet sur l'imposition jusqu'à ${italy} du temps de travail ; ${social}.`;
    case "other":
      return `Pour le télétravail, les règles fiscales dépendent de la convention avec votre pays de résidence ; ${social}, si votre pays en fait partie.`;
    case null:
      return `Le seuil de télétravail sans effet sur l'imposition dépend de votre pays de résidence : ${france} si vous vivez en France, ${italy} si vous vivez en Italie ; ${social}.`;
  }
}

function outcome(frontalier: FrontalierAnalysis): string {
  const { telework, residenceCountry } = frontalier;
  const share = percent(telework.share ?? 0);
  const neutral = percent(telework.taxNeutralMaxPercent ?? 0);
  switch (telework.outcome) {
    case "unknown":
      return "Indiquez votre part de télétravail à l'expert pour vérifier votre cas.";
    case "unchanged":
      return frontalier.regime === "agreement-1983"
        ? `Avec ${share} de télétravail, vous gardez le statut de frontalier.`
        : `Avec ${share} de télétravail, votre imposition ne change pas.`;
    case "status-lost":
      return `Avec ${share} de télétravail, vous dépassez ${neutral} : vous perdez le statut de frontalier de l'accord de 1983. La convention fiscale générale s'applique alors : le salaire des jours travaillés en Suisse est imposé à la source en Suisse, celui des jours de télétravail en France. Voyez votre cas avec l'expert.`;
    case "partly-taxable-abroad":
      return residenceCountry === "IT"
        ? `Avec ${share}, vous dépassez ${neutral} : la part du salaire des jours de télétravail peut devenir imposable en Italie ; vérifiez votre cas avec l'expert.`
        : `Avec ${share}, vous dépassez ${neutral} : la part du salaire correspondant aux jours travaillés en France peut devenir imposable en France.`;
    case "depends":
      return `Avec ${share} de télétravail, l'effet sur votre imposition dépend de votre pays de résidence : vérifiez votre cas avec l'expert.`;
  }
}

function social({ telework }: FrontalierAnalysis): string | null {
  if (telework.share === null) return null;
  return telework.socialSecurityToCheck
    ? `Au-delà de ${percent(telework.swissSocialSecurityMaxPercent)}, votre affiliation à la sécurité sociale est à vérifier avec l'expert.`
    : "Votre sécurité sociale reste suisse.";
}

function franceHealthText({ healthOption }: FrontalierAnalysis): string {
  return `vous choisissez entre la LAMal et la CMU française dans les ${healthOption.choiceWithinMonths} mois qui suivent le début de votre activité en Suisse, et ce choix est en pratique définitif. La cotisation CMU est de ${f.percent(healthOption.cmuRate)} de votre revenu fiscal de référence français au-delà d'un abattement : selon vos revenus, elle peut coûter plus ou moins qu'une prime LAMal.`;
}

export const telework: TeleworkWording = {
  telework: (frontalier) =>
    [rule(frontalier), outcome(frontalier), social(frontalier)].filter((part) => part !== null).join(" "),
  teleworkShareLabel: "Votre part de télétravail",
  teleworkNeutralLabel: (agreement1983) =>
    agreement1983
      ? "Télétravail compatible avec le statut de frontalier (accord de 1983)"
      : "Télétravail sans effet sur l'imposition",
  upTo: (value) => `jusqu'à ${percent(value)}`,
  socialSecurityLabel: "Sécurité sociale suisse (avec un certificat A1)",
  health: {
    italy:
      "Assurance maladie : en tant que frontalier vivant en Italie, vous relevez en principe du service national de santé italien ; les règles françaises ne vous concernent pas. L'expert vérifiera votre affiliation.",
    italyLabel: "Assurance maladie des frontaliers vivant en Italie",
    italyValue: "Service national de santé italien",
    depends: (frontalier) =>
      frontalier.residenceCountry === null
        ? `Assurance maladie : elle dépend de votre pays de résidence. Si vous vivez en France, ${franceHealthText(frontalier)} Si vous vivez en Italie, vous relevez en principe du service national de santé italien. L'expert vérifiera votre cas.`
        : "Assurance maladie : elle dépend des règles de votre pays de résidence et de la Suisse ; l'expert vérifiera votre cas.",
  },
  franceHealth: (frontalier) =>
    `Assurance maladie : en tant que frontalier vivant en France, ${franceHealthText(frontalier)}`,
  choiceLabel: "Délai du droit d'option LAMal / CMU",
  months: (count) => `${f.number(count)} mois`,
  cmuLabel: "Cotisation CMU",
  cmu: (rate) => `${f.percent(rate)} du revenu fiscal de référence, au-delà d'un abattement`,
};

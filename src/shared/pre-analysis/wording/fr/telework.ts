import type { FrontalierAnalysis } from "../../frontalier";
import type { TeleworkWording } from "../types";
import { common } from "./common";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);

function taxRule({ telework, regime, residenceCountry }: FrontalierAnalysis): string {
  const france = percent(telework.franceTaxNeutralMaxPercent);
  if (regime === "self-employed") {
    return "Les règles de télétravail des frontaliers visent les salariés : comme indépendant, l'effet du travail depuis votre domicile sur votre imposition est à voir avec l'expert.";
  }
  if (regime === "germany") {
    return "Le télétravail ne change pas le pays qui impose votre salaire, l'Allemagne, et les jours de télétravail ne comptent pas comme jours sans retour (lettre du ministère allemand des Finances du 26 juillet 2022).";
  }
  if (regime === "austria")
    return "Il n'y a pas de part de télétravail sans effet sur l'imposition : les jours de télétravail sont imposés en Autriche.";
  switch (residenceCountry) {
    case "FR":
      return regime === "agreement-1983"
        ? `Jusqu'à ${france} de télétravail par an, vous gardez le statut de frontalier de l'accord de 1983 et votre salaire reste imposé en France ; au-delà, vous perdez ce statut.`
        : `Jusqu'à ${france} de télétravail par an, le pays qui impose votre salaire ne change pas (depuis le 1er janvier 2023).`;
    case "IT":
      return regime === "italy-agreement"
        ? `Pour les frontaliers de l'accord italo-suisse, le télétravail est sans effet sur l'imposition jusqu'à ${percent(telework.italyTaxNeutralMaxPercent)} du temps de travail (protocole de 2024).`
        : `La règle des ${percent(telework.italyTaxNeutralMaxPercent)} de télétravail ne vaut que pour les frontaliers de l'accord italo-suisse : pour vous, les jours travaillés en Italie y sont imposables dès le premier jour (convention Suisse–Italie, art. 15).`;
    case "other":
      return "Pour le télétravail, les règles fiscales dépendent de la convention avec votre pays de résidence.";
    default:
      return "La part de télétravail sans effet sur l'imposition dépend de votre pays de résidence, que vous n'avez pas indiqué.";
  }
}

function socialRule({ telework }: FrontalierAnalysis): string {
  if (!telework.socialSecurityRuleApplies) {
    return "Votre sécurité sociale en cas de télétravail dépend de votre pays de résidence et de votre situation : l'expert la vérifiera.";
  }
  return `Votre sécurité sociale reste suisse en dessous de ${percent(telework.a1FromPercent)} de télétravail ; de ${percent(telework.a1FromPercent)} à ${percent(telework.swissSocialSecurityMaxPercent)}, seulement avec un certificat A1 demandé par votre employeur (accord-cadre UE/AELE, pour les ressortissants suisses, de l'UE ou de l'AELE).`;
}

function outcome(frontalier: FrontalierAnalysis): string {
  const { telework, residenceCountry, regime } = frontalier;
  const share = percent(telework.share ?? 0);
  const neutral = percent(telework.taxNeutralMaxPercent ?? 0);
  switch (telework.outcome) {
    case "unknown":
      return "Indiquez votre part de télétravail à l'expert pour vérifier votre cas.";
    case "unchanged":
      if (regime === "agreement-1983") return `Avec ${share} de télétravail, vous gardez le statut de frontalier.`;
      if (regime === "germany") {
        const condition =
          frontalier.nonReturnDays === null
            ? `, tant que vous n'avez pas plus de ${frontalier.germany.maxNonReturnDays} jours sans retour`
            : "";
        return `Avec ${share} de télétravail, votre salaire reste imposé en Allemagne${condition}.`;
      }
      return `Avec ${share} de télétravail, votre imposition ne change pas.`;
    case "status-lost":
      return `Avec ${share} de télétravail, vous dépassez ${neutral} : vous perdez le statut de frontalier de l'accord de 1983. La convention fiscale générale s'applique alors : le salaire des jours travaillés en Suisse est imposé à la source en Suisse, celui des jours de télétravail en France. Voyez votre cas avec l'expert.`;
    case "partly-taxable-abroad":
      return residenceCountry === "IT"
        ? `Avec ${share}, vous dépassez ${neutral} : la part du salaire des jours de télétravail peut devenir imposable en Italie ; vérifiez votre cas avec l'expert.`
        : `Avec ${share}, vous dépassez ${neutral} : la part du salaire correspondant aux jours travaillés en France peut devenir imposable en France.`;
    case "taxed-abroad":
      if (residenceCountry === "DE")
        return `Avec ${share} de télétravail, le salaire de ces jours est imposé en Allemagne.`;
      return residenceCountry === "AT"
        ? `Avec ${share} de télétravail, le salaire de ces jours est imposé en Autriche.`
        : `Avec ${share} de télétravail, le salaire de ces jours est imposable en Italie ; vérifiez votre cas avec l'expert.`;
    case "depends":
      return `Avec ${share} de télétravail, l'effet sur votre imposition est à vérifier avec l'expert.`;
  }
}

function social({ telework }: FrontalierAnalysis): string | null {
  const share = percent(telework.share ?? 0);
  switch (telework.socialSecurity) {
    case "swiss":
      return `Avec ${share}, votre sécurité sociale reste suisse.`;
    case "swiss-with-a1":
      return `Avec ${share}, votre sécurité sociale ne reste suisse qu'avec un certificat A1 demandé par votre employeur.`;
    case "to-check":
      return `Au-delà de ${percent(telework.swissSocialSecurityMaxPercent)}, votre affiliation à la sécurité sociale est à vérifier avec l'expert.`;
    default:
      return null;
  }
}

function franceHealthText({ healthOption }: FrontalierAnalysis): string {
  return `vous choisissez entre la LAMal et la CMU française dans les ${healthOption.choiceWithinMonths} mois qui suivent le début de votre activité en Suisse, et ce choix est en pratique définitif. La cotisation CMU est de ${f.percent(healthOption.cmuRate)} de votre revenu fiscal de référence français au-delà d'un abattement : selon vos revenus, elle peut coûter plus ou moins qu'une prime LAMal.`;
}

const COUNTRY = { IT: "en Italie", DE: "en Allemagne", AT: "en Autriche" } as const;
const HOME_COVER = {
  IT: "le service national de santé italien",
  DE: "la caisse-maladie légale allemande (GKV) ou une assurance privée allemande (PKV)",
  AT: "l'assurance maladie autrichienne",
} as const;
const homeCountry = (frontalier: FrontalierAnalysis) =>
  frontalier.residenceCountry === "DE" || frontalier.residenceCountry === "AT" ? frontalier.residenceCountry : "IT";

export const telework: TeleworkWording = {
  telework: (frontalier) =>
    [taxRule(frontalier), socialRule(frontalier), outcome(frontalier), social(frontalier)]
      .filter((part) => part !== null)
      .join(" "),
  teleworkShareLabel: "Votre part de télétravail",
  teleworkNeutralLabel: (agreement1983) =>
    agreement1983
      ? "Télétravail compatible avec le statut de frontalier (accord de 1983)"
      : "Télétravail sans effet sur l'imposition",
  upTo: (value) => `jusqu'à ${percent(value)}`,
  socialSecurityLabel: "Sécurité sociale suisse (avec un certificat A1)",
  health: {
    lamalDefault: (frontalier) => {
      const country = homeCountry(frontalier);
      return `Assurance maladie : en tant que frontalier vivant ${COUNTRY[country]}, vous êtes assuré à la LAMal par défaut. Vous pouvez demander à en être exempté pour ${HOME_COVER[country]}, dans les ${frontalier.exemptionWithinMonths} mois qui suivent le début de votre activité en Suisse ; l'exemption est irrévocable (OAMal art. 2 al. 6).`;
    },
    exemptionLabel: () => "Exemption de la LAMal, sur demande et irrévocable",
    exemptionValue: (months) => `dans les ${f.number(months)} mois`,
    depends: (frontalier) =>
      frontalier.residenceCountry === null
        ? "Assurance maladie : les règles dépendent de votre pays de résidence, que vous n'avez pas indiqué ; l'expert vérifiera votre cas."
        : "Assurance maladie : elle dépend des règles de votre pays de résidence et de la Suisse ; l'expert vérifiera votre cas.",
  },
  franceHealth: (frontalier) =>
    `Assurance maladie : en tant que frontalier vivant en France, ${franceHealthText(frontalier)}`,
  choiceLabel: "Délai du droit d'option LAMal / CMU",
  months: (count) => `${f.number(count)} mois`,
  cmuLabel: "Cotisation CMU",
  cmu: (rate) => `${f.percent(rate)} du revenu fiscal de référence, au-delà d'un abattement`,
};

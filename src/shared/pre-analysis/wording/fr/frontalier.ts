import type { FrontalierAnalysis } from "../../frontalier";
import type { FrontalierWording } from "../types";
import { common } from "./common";
import { telework } from "./telework";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);

function genevaTouRule(frontalier: FrontalierAnalysis): string {
  const share = percent(frontalier.minSwissIncomeSharePercent);
  return `En tant que frontalier, vous pouvez seulement demander une taxation ordinaire ultérieure (TOU, statut de quasi-résident), et seulement si au moins ${share} des revenus mondiaux de votre ménage sont imposables en Suisse. La demande se fait chaque année, au plus tard le 31 mars de l'année suivante, et ne peut plus être retirée une fois déposée. En dessous de ${share}, l'impôt à la source est définitif.`;
}

function italy(frontalier: FrontalierAnalysis): string {
  const { italy } = frontalier;
  return `Vous vivez en Italie et travaillez dans ${common.cantonPhrase(frontalier.workCanton)} : l'accord italo-suisse du 23 décembre 2020, appliqué depuis le 1er janvier ${italy.appliedFrom}, règle votre imposition. Si vous avez commencé à travailler en Suisse à partir du ${f.date(italy.newFrontalierFrom)} (nouveau frontalier), votre salaire est imposé à la source en Suisse, qui en garde ${f.percent(italy.swissShareOfSourceTax)}, et l'Italie l'impose aussi, avec un crédit d'impôt ; si vous y travailliez déjà avant, il reste imposé seulement en Suisse jusqu'en ${italy.oldUntil}. Une déduction du 3a est à vérifier avec l'expert.`;
}

function unknown(frontalier: FrontalierAnalysis): string {
  if (frontalier.unknownBecause === "canton") {
    return `Nous ne connaissons pas votre canton de travail : à Genève, le salaire est imposé à la source ; dans les cantons de l'accord de 1983 (${frontalier.agreement1983Cantons.join(", ")}), il est imposé en France pour les frontaliers qui vivent en France. La possibilité de déduire le 3a en dépend : l'expert vérifiera votre cas.`;
  }
  const inFrance = frontalier.agreement1983Cantons.includes(frontalier.workCanton ?? "")
    ? "l'accord franco-suisse de 1983 s'applique et votre salaire est imposé en France"
    : "votre salaire est imposé à la source en Suisse";
  return `Vous travaillez dans ${common.cantonPhrase(frontalier.workCanton)}. Votre imposition dépend de votre pays de résidence : si vous vivez en Italie, l'accord italo-suisse de 2020 s'applique (cantons ${frontalier.italyAgreementCantons.join(", ")}) ; si vous vivez en France, ${inFrance}. Indiquez votre pays de résidence à l'expert.`;
}

function closedYear(taxYear: number, year: number): string[] {
  if (taxYear === year) return [];
  return [
    `L'année ${taxYear} est close : seuls les versements 3a déjà faits pour ${taxYear} comptent dans cette demande ; vos versements ${year} relèveront de la demande pour ${year}, à déposer au plus tard le 31 mars ${year + 1}.`,
  ];
}

function geneva(frontalier: FrontalierAnalysis, year: number): string[] {
  const taxYear = frontalier.touRequestYear;
  const threshold = percent(frontalier.minSwissIncomeSharePercent);
  if (frontalier.meetsIncomeShare === false) {
    return [
      `Avec moins de ${threshold} des revenus du ménage imposables en Suisse, la TOU ne vous est pas ouverte : l'impôt à la source est définitif, rien à déposer sur cette base.`,
      "Si votre situation change (revenus du conjoint, autres revenus), parlez-en à l'expert.",
    ];
  }
  const first =
    frontalier.meetsIncomeShare === null
      ? `Calculez la part des revenus mondiaux de votre ménage imposable en Suisse : à partir de ${threshold}, vous pouvez demander la TOU pour ${taxYear} auprès de l'administration fiscale genevoise ; en dessous, l'impôt à la source est définitif.`
      : `Si vous la voulez, déposez votre demande de TOU pour ${taxYear} auprès de l'administration fiscale genevoise : elle est à renouveler chaque année et ne peut plus être retirée une fois déposée ; décidez-la avec l'expert.`;
  return [
    first,
    `Rassemblez les justificatifs des revenus mondiaux de votre ménage, pour montrer qu'au moins ${threshold} sont imposables en Suisse.`,
    `Joignez l'attestation de vos versements 3a ${taxYear} (et de vos éventuels rachats).`,
    ...closedYear(taxYear, year),
  ];
}

export const frontalier: FrontalierWording = {
  ...telework,
  heading: "Frontalier : imposition, télétravail et assurance maladie",
  genevaTouRule,
  taxation(frontalier, year) {
    const canton = common.cantonPhrase(frontalier.workCanton);
    switch (frontalier.regime) {
      case "geneva-source":
        return `Vous travaillez à Genève : votre salaire y est imposé à la source. ${genevaTouRule(frontalier)} Seule la TOU permet de déduire le 3a, les rachats LPP et les frais de garde (LIFD art. 99a ; guide genevois de l'impôt à la source, ${common.figureYear(frontalier.citations.tou, year)}).`;
      case "agreement-1983":
        return frontalier.telework.outcome === "status-lost"
          ? `Vous travaillez dans ${canton}, qui applique l'accord franco-suisse de 1983 aux frontaliers vivant en France. Avec plus de ${percent(frontalier.telework.franceTaxNeutralMaxPercent)} de télétravail, vous perdez ce statut (voir ci-dessous) : le salaire des jours travaillés en Suisse y est alors imposé à la source.`
          : `Vous travaillez dans ${canton}, qui applique l'accord franco-suisse de 1983 : tant que vous gardez le statut de frontalier (retour quotidien en France, attestation de résidence fiscale française), votre salaire est imposé en France, et la France reverse au canton une compensation. Pas de déclaration d'impôt suisse pour votre salaire, donc pas de déduction suisse pour le 3a ; sa déductibilité en France n'est pas établie.`;
      case "italy-agreement":
        return italy(frontalier);
      case "other-source":
        return `Vous travaillez dans ${canton} : votre salaire y est en principe imposé à la source. Comme à Genève, une taxation ordinaire ultérieure sur demande, avec une règle des ${percent(frontalier.minSwissIncomeSharePercent)} des revenus du ménage et une demande au 31 mars de l'année suivante, devrait s'appliquer, mais les conditions de votre canton sont à vérifier avec l'expert.`;
      case "other-country":
        return `Vous vivez hors de France et d'Italie et travaillez dans ${canton} : votre imposition dépend de la convention entre la Suisse et votre pays de résidence. Nous ne l'analysons pas ici : l'expert vérifiera votre cas.`;
      case "unknown":
        return unknown(frontalier);
    }
  },
  residenceNote:
    "Nous appliquons les règles des frontaliers qui vivent en France, comme indiqué à la première étape ; si vous vivez en Italie ou dans un autre pays, d'autres règles s'appliquent : dites-le à l'expert.",
  shareLabel: "Part des revenus de votre ménage imposable en Suisse",
  salaryTaxationLabel: "Imposition de votre salaire",
  salaryTaxation: (lost) => (lost ? "À la source en Suisse pour les jours travaillés en Suisse" : "En France"),
  italyShareLabel: "Part de l'impôt à la source gardée par la Suisse (nouveaux frontaliers)",
  touMinShareLabel: "Part minimale pour demander la TOU",
  touDeadlineLabel: (year) => `Date limite de la demande de TOU pour ${year}`,
  touRequestLabel: "Demande de TOU",
  touRequest: "Chaque année, irrévocable une fois déposée",
  beforeMarchTitle: (deadline) => `À faire avant le ${f.date(deadline)}`,
  beforeMarch(frontalier, year) {
    const taxYear = frontalier.touRequestYear;
    switch (frontalier.regime) {
      case "agreement-1983":
        return frontalier.telework.outcome === "status-lost"
          ? [
              `Avec plus de ${percent(frontalier.telework.franceTaxNeutralMaxPercent)} de télétravail, voyez avec l'expert, pour vos impôts ${taxYear}, ce que vous devez déclarer en Suisse et en France.`,
            ]
          : [
              `Aucune demande à déposer en Suisse pour vos impôts ${taxYear} : votre salaire est imposé en France.`,
              "Vérifiez dans votre déclaration française que votre salaire suisse est bien déclaré, et demandez à l'expert si un 3e pilier a un sens pour vous sans déduction fiscale.",
            ];
      case "geneva-source":
        return geneva(frontalier, year);
      case "other-source":
        return [
          `Vérifiez avec l'expert si ${common.cantonPhrase(frontalier.workCanton)} permet une taxation ordinaire ultérieure pour ${taxYear} et jusqu'à quelle date la demander.`,
          `Préparez les justificatifs des revenus mondiaux de votre ménage (règle des ${percent(frontalier.minSwissIncomeSharePercent)}) et l'attestation de vos versements 3a ${taxYear}.`,
        ];
      case "unknown":
        return frontalier.unknownBecause === "canton"
          ? [
              `Vérifiez avec l'expert si votre canton de travail permet une taxation ordinaire ultérieure pour ${taxYear} et jusqu'à quelle date la demander.`,
            ]
          : [];
      case "italy-agreement":
      case "other-country":
        return [];
    }
  },
};

import type { FrontalierAnalysis } from "../../frontalier";
import type { FrontalierWording } from "../types";
import { common } from "./common";
import { telework } from "./telework";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);

function genevaTouRule(frontalier: FrontalierAnalysis): string {
  const share = percent(frontalier.minSwissIncomeSharePercent);
  return `En tant que frontalier, vous pouvez seulement demander une taxation ordinaire ultérieure (TOU, statut de quasi-résident), et seulement si au moins ${share} des revenus mondiaux de votre ménage sont imposables en Suisse. La demande se fait chaque année, au plus tard le 31 mars de l'année suivante, ne peut plus être retirée une fois déposée et, si vous êtes marié, vaut aussi pour votre conjoint. En dessous de ${share}, l'impôt à la source est définitif.`;
}

function italy(frontalier: FrontalierAnalysis): string {
  const { italy } = frontalier;
  const km = f.number(italy.borderZoneKm);
  const zone =
    frontalier.borderZone === "within"
      ? `Vous habitez à moins de ${km} km de la frontière : vous êtes frontalier`
      : `Si vous habitez à moins de ${km} km de la frontière, ce que vous ne nous avez pas indiqué, vous êtes frontalier`;
  const beyond =
    frontalier.borderZone === "within"
      ? ""
      : " Si vous habitez plus loin de la frontière, l'accord ne s'applique pas : l'Italie impose alors tout votre salaire et impute l'impôt suisse (Convention Suisse–Italie, art. 15 § 1 et 24 § 2) ; dites-le à l'expert.";
  return `Vous vivez en Italie et travaillez dans ${common.cantonPhrase(frontalier.workCanton)}. ${zone} au sens de l'accord italo-suisse du 23 décembre 2020, appliqué depuis le 1er janvier ${italy.appliedFrom}. Si vous avez commencé à travailler en Suisse à partir du ${f.date(italy.newFrontalierFrom)} (nouveau frontalier), votre salaire y est imposé à la source, à ${f.percent(italy.swissShareOfSourceTax)} de l'impôt à la source ordinaire, et l'Italie l'impose aussi, avec un crédit d'impôt. Si vous travailliez déjà dans les cantons ${frontalier.italyAgreementCantons.join(", ")} entre le ${f.date(italy.oldFrontalierFrom)} et le ${f.date(italy.newFrontalierFrom)} (ancien frontalier), votre salaire reste imposé seulement en Suisse, sans date de fin : ${italy.communesCompensationUntil} est seulement l'année où la Suisse cesse de verser leur part aux communes frontalières italiennes.${beyond} Une déduction du 3a est à vérifier avec l'expert.`;
}

function italyTreaty(frontalier: FrontalierAnalysis): string {
  const why =
    frontalier.borderZone === "beyond"
      ? `à plus de ${f.number(frontalier.italy.borderZoneKm)} km de la frontière`
      : `hors des cantons de l'accord italo-suisse de 2020 (${frontalier.italyAgreementCantons.join(", ")})`;
  return `Vous vivez en Italie et travaillez dans ${common.cantonPhrase(frontalier.workCanton)}, ${why} : cet accord ne vous concerne pas. Selon la convention entre la Suisse et l'Italie, le salaire de vos jours de travail en Suisse y est imposé à la source (art. 15 § 1), l'Italie impose l'ensemble de votre salaire et impute l'impôt suisse (art. 24 § 2), et les jours travaillés en Italie n'y sont imposables qu'en Italie, dès le premier jour.`;
}

function germany(frontalier: FrontalierAnalysis): string {
  const { germany } = frontalier;
  const max = f.number(germany.maxNonReturnDays);
  const days =
    frontalier.nonReturnDays === null
      ? ` Vous ne nous avez pas indiqué vos jours sans retour : ce qui précède suppose que vous n'en avez pas plus de ${max} ; au-delà, voyez ci-dessus.`
      : ` Vous indiquez ${f.number(frontalier.nonReturnDays)} jours sans retour : vous gardez ce statut.`;
  return `Vous vivez en Allemagne et travaillez dans ${common.cantonPhrase(frontalier.workCanton)} : en tant que frontalier au sens de la convention germano-suisse (art. 15a), votre salaire est imposé en Allemagne. La Suisse prélève un impôt à la source d'au plus ${f.percent(germany.maxSwissSourceTaxRate)} du salaire brut si vous remettez à votre employeur l'attestation de résidence allemande (formulaire Gre-1), et l'Allemagne l'impute sur son impôt (§ 36 EStG). Vous perdez ce statut avec plus de ${max} jours par an sans retour à votre domicile pour raisons professionnelles (au prorata à temps partiel), que votre employeur atteste sur le formulaire Gre-3 ; les jours de télétravail ne comptent pas comme jours sans retour.${days}`;
}

function germanyNonReturn(frontalier: FrontalierAnalysis): string {
  return `Vous vivez en Allemagne et travaillez dans ${common.cantonPhrase(frontalier.workCanton)}, avec ${f.number(frontalier.nonReturnDays ?? 0)} jours sans retour à votre domicile pour raisons professionnelles, plus de ${f.number(frontalier.germany.maxNonReturnDays)} : vous n'êtes pas frontalier au sens de la convention germano-suisse pour cette année (art. 15a § 2). Votre salaire des jours travaillés en Suisse est soumis à l'impôt à la source ordinaire suisse, l'Allemagne l'exonère avec réserve de progressivité, et vos jours de télétravail sont imposés en Allemagne. Faites attester ces jours par votre employeur (formulaire Gre-3) et voyez votre cas avec l'expert.`;
}

function austria(frontalier: FrontalierAnalysis): string {
  const { austria } = frontalier;
  return `Vous vivez en Autriche et travaillez dans ${common.cantonPhrase(frontalier.workCanton)} : il n'y a plus de statut de frontalier avec l'Autriche (l'impôt à la source de ${f.percent(austria.repealedFrontalierRate)} des frontaliers a été supprimé par le protocole du ${f.date(austria.repealedOn)}). Le salaire de vos jours de travail en Suisse est soumis à l'impôt à la source ordinaire suisse, et l'Autriche l'impose aussi, avec un crédit d'impôt ; vos jours de télétravail sont imposés en Autriche.`;
}

function selfEmployed(frontalier: FrontalierAnalysis): string {
  return `Vous êtes indépendant, vivez hors de Suisse et travaillez dans ${common.cantonPhrase(frontalier.workCanton)} : l'impôt à la source ne vise que les salariés, et parmi les indépendants seulement les artistes, sportifs et conférenciers (LIFD art. 92) et les membres de conseils d'administration (art. 93). La Suisse n'impose votre revenu d'indépendant, par rattachement économique, que s'il provient d'une installation fixe ou d'un établissement stable que vous avez en Suisse (LIFD art. 4 et 5 ; conventions, art. 7/14) ; votre pays de résidence impose votre revenu mondial et impute ou exonère la part suisse (par exemple Convention Suisse–Italie, art. 24 § 2). L'expert vérifiera votre cas.`;
}

function unknown(frontalier: FrontalierAnalysis): string {
  if (frontalier.unknownBecause === "canton") {
    return `Nous ne connaissons pas votre canton de travail : à Genève, le salaire est imposé à la source ; ailleurs, selon votre pays de résidence, un accord frontalier peut s'appliquer. La possibilité de déduire le 3a en dépend : l'expert vérifiera votre cas.`;
  }
  return `Vous travaillez dans ${common.cantonPhrase(frontalier.workCanton)} et ne nous avez pas indiqué votre pays de résidence : nous n'appliquons donc les règles d'aucun pays. En dépendent le pays qui impose votre salaire, la déduction du 3a, la part de télétravail sans effet sur l'imposition et votre assurance maladie ; les règles diffèrent pour la France, l'Italie, l'Allemagne et l'Autriche. Indiquez votre pays de résidence à l'expert.`;
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
      case "italy-zone-unknown":
        return italy(frontalier);
      case "other-source":
        return `Vous travaillez dans ${canton} : votre salaire y est en principe imposé à la source. Comme à Genève, une taxation ordinaire ultérieure sur demande, avec une règle des ${percent(frontalier.minSwissIncomeSharePercent)} des revenus du ménage et une demande au 31 mars de l'année suivante, devrait s'appliquer, mais les conditions de votre canton sont à vérifier avec l'expert.`;
      case "italy-treaty":
        return italyTreaty(frontalier);
      case "germany":
        return germany(frontalier);
      case "germany-non-return":
        return germanyNonReturn(frontalier);
      case "austria":
        return austria(frontalier);
      case "self-employed":
        return selfEmployed(frontalier);
      case "other-country":
        return `Vous vivez hors de France, d'Italie, d'Allemagne et d'Autriche et travaillez dans ${canton} : votre imposition dépend de la convention entre la Suisse et votre pays de résidence. Nous ne l'analysons pas ici : l'expert vérifiera votre cas.`;
      case "unknown":
        return unknown(frontalier);
    }
  },
  shareLabel: "Part des revenus de votre ménage imposable en Suisse",
  salaryTaxationLabel: "Imposition de votre salaire",
  salaryTaxation: (lost) => (lost ? "À la source en Suisse pour les jours travaillés en Suisse" : "En France"),
  italyShareLabel: "Impôt à la source suisse des nouveaux frontaliers, en part de l'impôt ordinaire",
  germanySourceTaxLabel: "Impôt à la source suisse, au plus (avec le formulaire Gre-1)",
  germanyNonReturnDaysLabel: "Jours sans retour par an, au plus, pour rester frontalier",
  days: (count) => `${f.number(count)} jours`,
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
      default:
        // Italy's agreement, Germany, Austria, the self-employed, other countries: no TOU request to file.
        return [];
    }
  },
};

import type { FrontalierAnalysis } from "../../frontalier";
import type { ResidentTaxAnalysis } from "../../resident-tax";
import type { DeductibilityWording } from "../types";
import { common } from "./common";

const { fmt: f } = common;
const share = (value: number) => f.percent(value / 100);

function shareSentence(frontalier: FrontalierAnalysis): string {
  return frontalier.swissIncomeShare === null
    ? "Vous n'avez pas indiqué cette part : vérifiez-la avant de déposer une demande."
    : `Vous indiquez ${share(frontalier.swissIncomeShare)}.`;
}

/** "La demande pour 2026 est à déposer au plus tard le 31 mars 2027", and from January to March, this year's too. */
function requestSentence(taxYear: number, deadline: string, year: number): string {
  const sentence = `La demande pour ${taxYear} est à déposer au plus tard le ${f.date(deadline)}.`;
  if (taxYear === year) return sentence;
  return `${sentence} L'année ${taxYear} est close : seuls les versements 3a déjà faits pour ${taxYear} y comptent. Les montants ci-dessous concernent ${year}, dont la demande sera à déposer au plus tard le 31 mars ${year + 1}.`;
}

/** DBA CH–DE art. 15a § 2: the status holds only up to 60 non-return days. */
function nonReturnCondition(frontalier: FrontalierAnalysis): string {
  const max = f.number(frontalier.germany.maxNonReturnDays);
  return frontalier.nonReturnDays === null
    ? `tant que vous n'avez pas plus de ${max} jours par an sans retour à votre domicile pour raisons professionnelles, que vous ne nous avez pas indiqués (au-delà, la convention germano-suisse, art. 15a § 2, vous fait imposer à la source en Suisse et l'Allemagne exonère votre salaire)`
    : `avec ${f.number(frontalier.nonReturnDays)} jours sans retour, au plus ${max}`;
}

/** OIS art. 9 al. 3: a spouse earning CHF 120,000 or more makes the TOU compulsory for the couple. */
function spouseUnknown(resident: ResidentTaxAnalysis): string {
  if (resident.tou?.kind !== "on-request" || !resident.tou.spouseUnknown) return "";
  return ` Vous n'avez pas indiqué le revenu de votre conjoint : s'il atteint ${f.chf(resident.compulsoryFromGross)} brut, la TOU est obligatoire pour vous deux (OIS art. 9 al. 3).`;
}

export const deductibility: DeductibilityWording = {
  geneva(frontalier, year, rule) {
    if (frontalier.meetsIncomeShare === false) {
      return {
        title: "Pas de déduction du 3a",
        text: `À Genève, vous êtes imposé à la source. En tant que frontalier, vous ne pouvez déduire le 3a que par une taxation ordinaire ultérieure (TOU) demandée, qui exige qu'au moins ${share(frontalier.minSwissIncomeSharePercent)} des revenus mondiaux de votre ménage soient imposables en Suisse. ${shareSentence(frontalier)} En dessous de ce seuil, aucune TOU n'est possible : l'impôt à la source est définitif et un versement 3a ne vous fait économiser aucun impôt en Suisse.`,
      };
    }
    return {
      title: "Déduction possible uniquement par la TOU",
      text: `À Genève, vous êtes imposé à la source. ${rule} ${shareSentence(frontalier)} ${requestSentence(frontalier.touRequestYear, frontalier.touRequestDeadline, year)} Toute économie d'impôt indiquée ici suppose que la TOU vous est accordée.`,
    };
  },
  agreement1983(frontalier) {
    if (frontalier.telework.outcome === "status-lost") {
      return {
        title: "Pas de déduction fiscale suisse annoncée",
        text: `Votre canton de travail applique l'accord franco-suisse de 1983, mais avec plus de ${share(frontalier.telework.franceTaxNeutralMaxPercent)} de télétravail vous perdez le statut de frontalier : le salaire des jours travaillés en Suisse y est imposé à la source. Une déduction du 3a ne passerait que par une taxation ordinaire ultérieure, qui exige qu'au moins ${share(frontalier.minSwissIncomeSharePercent)} des revenus du ménage soient imposables en Suisse : c'est à voir avec l'expert. Nous n'annonçons donc aucune économie d'impôt.`,
      };
    }
    return {
      title: "Pas de déduction fiscale suisse pour vous",
      text: "Votre canton de travail applique l'accord franco-suisse de 1983 : votre salaire est imposé en France. Un versement 3a ne vous donne donc aucune déduction fiscale en Suisse, et sa déductibilité en France n'est pas établie. Nous n'annonçons donc aucune économie d'impôt ; l'intérêt d'un 3a comme épargne retraite est à discuter avec l'expert.",
    };
  },
  unknown(frontalier) {
    if (frontalier.unknownBecause === "residence") {
      return {
        title: "Déduction selon votre pays de résidence",
        text: "La déduction du 3a dépend de votre pays de résidence, que vous n'avez pas indiqué : selon le pays, votre salaire est imposé en Suisse, dans ce pays, ou dans les deux. Nous n'annonçons donc aucune économie d'impôt : indiquez votre pays de résidence à l'expert.",
      };
    }
    return {
      title: "Déduction selon votre canton de travail",
      text: `Nous ne connaissons pas votre canton de travail, et la déduction du 3a en dépend : dans les cantons de l'accord franco-suisse de 1983 (${frontalier.agreement1983Cantons.join(", ")}), le salaire des frontaliers vivant en France est imposé en France et le 3a ne donne aucune déduction en Suisse ; ailleurs, comme à Genève, une déduction passe en principe par une taxation ordinaire ultérieure (règle des ${share(frontalier.minSwissIncomeSharePercent)} des revenus du ménage imposables en Suisse). Nous n'annonçons donc aucune économie d'impôt : indiquez votre canton de travail à l'expert.`,
    };
  },
  italy: {
    title: "Déduction à vérifier avec l'expert",
    text: "Selon l'accord italo-suisse, votre salaire est imposé à la source en Suisse, et aussi en Italie si vous êtes un nouveau frontalier. Si un versement 3a réduit vos impôts, en Suisse ou en Italie, est à vérifier avec l'expert : nous n'annonçons aucune économie d'impôt.",
  },
  italyZoneUnknown: (frontalier) => ({
    title: "Déduction selon la distance à la frontière",
    text: `Vous vivez en Italie et travaillez dans ${common.cantonPhrase(frontalier.workCanton)}, mais vous n'avez pas indiqué si vous habitez à moins de ${f.number(frontalier.italy.borderZoneKm)} km de la frontière, et la règle en dépend : à moins de ${f.number(frontalier.italy.borderZoneKm)} km, l'accord italo-suisse de 2020 s'applique ; au-delà, il ne s'applique pas, l'Italie impose tout votre salaire et impute l'impôt suisse (Convention Suisse–Italie, art. 15 § 1 et 24 § 2). Nous n'annonçons aucune économie d'impôt : indiquez cette distance à l'expert.`,
  }),
  italyTreaty: (frontalier) => ({
    title: "Pas d'économie d'impôt suisse annoncée",
    text: `${frontalier.borderZone === "beyond" ? `Vous habitez à plus de ${f.number(frontalier.italy.borderZoneKm)} km de la frontière` : `Vous travaillez hors des cantons de l'accord italo-suisse de 2020 (${frontalier.italyAgreementCantons.join(", ")})`} : cet accord ne vous concerne pas. L'Italie impose l'ensemble de votre salaire (revenu mondial) et impute l'impôt à la source suisse (Convention Suisse–Italie, art. 15 § 1 et 24 § 2) : une économie d'impôt en Suisse grâce au 3a vous serait en grande partie reprise en Italie. Nous n'annonçons donc aucune économie d'impôt ; l'expert vérifiera votre cas.`,
  }),
  germany: (frontalier) => ({
    title: "Déduction non vérifiée",
    text: `Votre salaire est imposé en Allemagne, qui impute l'impôt à la source suisse, ${nonReturnCondition(frontalier)}. Qu'un versement 3a soit déductible en Allemagne n'est pas vérifié : nous n'annonçons aucune économie d'impôt ; l'expert vérifiera votre cas.`,
  }),
  germanyNonReturn: (frontalier) => ({
    title: "Déduction à vérifier avec l'expert",
    text: `Avec ${f.number(frontalier.nonReturnDays ?? 0)} jours sans retour, plus de ${f.number(frontalier.germany.maxNonReturnDays)}, vous n'êtes plus frontalier au sens de la convention germano-suisse (art. 15a § 2) : votre salaire est soumis à l'impôt à la source ordinaire suisse, l'Allemagne l'exonère (avec réserve de progressivité), et une taxation ordinaire ultérieure, avec la déduction du 3a, peut s'ouvrir en Suisse. Nous n'annonçons aucune économie d'impôt : voyez-le avec l'expert.`,
  }),
  austria: {
    title: "Déduction à vérifier avec l'expert",
    text: "Le salaire de vos jours de travail en Suisse est soumis à l'impôt à la source ordinaire suisse, et l'Autriche l'impose aussi. Si un versement 3a réduit vos impôts, en Suisse ou en Autriche, est à vérifier avec l'expert : nous n'annonçons aucune économie d'impôt.",
  },
  selfEmployed: {
    title: "Pas d'économie d'impôt annoncée",
    text: "Vous êtes indépendant et vivez hors de Suisse : la Suisse n'impose que le revenu d'une installation fixe (ou d'un établissement stable) que vous y avez, et votre pays de résidence impose votre revenu mondial en imputant ou en exonérant la part suisse (conventions contre les doubles impositions, art. 7/14 ; pour l'Italie, art. 24 § 2). Une déduction suisse ne vaut donc que ce que votre pays de résidence ne reprend pas : nous n'annonçons aucune économie d'impôt ; l'expert vérifiera votre cas.",
  },
  selfEmployedResidenceUnknown: {
    title: "Déduction selon votre pays de résidence",
    text: "Vous n'avez pas indiqué si vous vivez en Suisse, et la déduction du 3a en dépend : si vous vivez en Suisse, le 3a se déduit de votre revenu imposable ; si vous vivez à l'étranger, la Suisse n'impose que le revenu d'une installation fixe que vous y avez, et votre pays de résidence impose le reste en imputant la part suisse (LIFD art. 5 ; conventions art. 7/14). Toute économie d'impôt indiquée ici suppose que vous vivez en Suisse : dites à l'expert où vous vivez.",
  },
  otherCountry: {
    title: "Déduction selon votre pays de résidence",
    text: "Votre imposition dépend de la convention entre la Suisse et votre pays de résidence, et la déduction du 3a aussi : nous n'annonçons aucune économie d'impôt ; l'expert vérifiera votre cas.",
  },
  otherSource(frontalier) {
    const threshold = share(frontalier.minSwissIncomeSharePercent);
    return {
      title: "Déduction à vérifier avec l'expert",
      text: `Vous travaillez dans ${common.cantonPhrase(frontalier.workCanton)}, où vous êtes en principe imposé à la source. Comme à Genève, une déduction du 3a passe sans doute par une taxation ordinaire ultérieure, avec une règle des ${threshold} des revenus du ménage imposables en Suisse et une demande au 31 mars de l'année suivante (le ${f.date(frontalier.touRequestDeadline)} pour ${frontalier.touRequestYear}) ; les conditions exactes de votre canton sont à vérifier avec l'expert. ${shareSentence(frontalier)}${frontalier.meetsIncomeShare === false ? " En dessous de ce seuil, une déduction est peu probable : nous n'annonçons aucune économie." : " Toute économie d'impôt indiquée ici suppose que la déduction vous est accordée."}`,
    };
  },
  residentCompulsory: (resident, compulsory) => ({
    title: "Taxation ordinaire obligatoire : le 3a est déductible",
    text: `Vous êtes imposé à la source en Suisse. Pour les résidents imposés à la source, dès un revenu brut d'au moins ${f.chf(resident.compulsoryFromGross)} (pour un couple marié, dès que l'un des conjoints l'atteint), la taxation ordinaire ultérieure (TOU) est obligatoire ; elle s'applique ensuite chaque année jusqu'à la fin de l'imposition à la source, et elle permet de déduire le 3a (LIFD art. 89). ${compulsory}.`,
  }),
  residentOnRequest: (resident, year) => ({
    title: "Déduction possible uniquement par la TOU",
    text: `Vous êtes imposé à la source. En dessous d'un revenu brut de ${f.chf(resident.compulsoryFromGross)}, le 3a ne se déduit que si vous demandez une taxation ordinaire ultérieure (TOU), au plus tard le 31 mars de l'année suivante ; une fois déposée, la demande ne peut plus être retirée, elle vaut aussi pour votre conjoint si vous êtes marié, et une fois accordée, la TOU s'applique chaque année suivante jusqu'à la fin de votre imposition à la source : vous déclarez alors chaque année tous vos revenus et votre fortune (LIFD art. 89a al. 5 ; LHID art. 33a al. 5). ${requestSentence(resident.touRequestYear, resident.touRequestDeadline, year)}${spouseUnknown(resident)} Toute économie d'impôt indiquée ici suppose cette demande.`,
  }),
  residentUnknownPermit: (resident) => ({
    title: "Déduction selon votre permis",
    text: `Si vous êtes de nationalité suisse ou titulaire d'un permis C, vous êtes imposé au barème ordinaire : le 3a se déduit de votre revenu imposable. Si vous êtes imposé à la source (permis B par exemple), il ne se déduit que par une taxation ordinaire ultérieure (TOU) : obligatoire dès un revenu brut de ${f.chf(resident.compulsoryFromGross)}, sur demande au plus tard le 31 mars de l'année suivante en dessous. Toute économie d'impôt indiquée ici suppose que la déduction vous est accordée.`,
  }),
};

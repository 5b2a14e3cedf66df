/** Whether a 3a payment lowers Swiss taxes, for the person's population: the callout of the 3a section. */
import type { DocumentBlock } from "./document";
import { cantonPhrase, genevaTouRule } from "./document-frontalier";
import { isoDateFr, residentCompulsoryWording } from "./document-wording";
import { formatChf, formatPercent } from "./format";
import type { FrontalierAnalysis } from "./frontalier";
import type { IncomeBasis } from "./income";
import type { ResidentTaxAnalysis } from "./resident-tax";

const callout = (tone: "info" | "warning", title: string, text: string): DocumentBlock => ({
  kind: "callout",
  tone,
  title,
  text,
});

function shareSentence(frontalier: FrontalierAnalysis): string {
  return frontalier.swissIncomeShare === null
    ? "Vous n'avez pas indiqué cette part : vérifiez-la avant de déposer une demande."
    : `Vous indiquez ${formatPercent(frontalier.swissIncomeShare / 100)}.`;
}

/** "La demande pour 2026 est à déposer au plus tard le 31 mars 2027", and from January to March, this year's too. */
function requestSentence(taxYear: number, deadline: string, year: number): string {
  const sentence = `La demande pour ${taxYear} est à déposer au plus tard le ${isoDateFr(deadline)}.`;
  if (taxYear === year) return sentence;
  return `${sentence} L'année ${taxYear} est close : seuls les versements 3a déjà faits pour ${taxYear} y comptent. Les montants ci-dessous concernent ${year}, dont la demande sera à déposer au plus tard le 31 mars ${year + 1}.`;
}

function genevaCallout(frontalier: FrontalierAnalysis, year: number): DocumentBlock {
  const threshold = formatPercent(frontalier.minSwissIncomeSharePercent / 100);
  if (frontalier.meetsIncomeShare === false) {
    return callout(
      "warning",
      "Pas de déduction du 3a",
      `À Genève, vous êtes imposé à la source. En tant que frontalier, vous ne pouvez déduire le 3a que par une taxation ordinaire ultérieure (TOU) demandée, qui exige qu'au moins ${threshold} des revenus mondiaux de votre ménage soient imposables en Suisse. ${shareSentence(frontalier)} En dessous de ce seuil, aucune TOU n'est possible : l'impôt à la source est définitif et un versement 3a ne vous fait économiser aucun impôt en Suisse.`,
    );
  }
  return callout(
    "info",
    "Déduction possible uniquement par la TOU",
    `À Genève, vous êtes imposé à la source. ${genevaTouRule(frontalier)} ${shareSentence(frontalier)} ${requestSentence(frontalier.touRequestYear, frontalier.touRequestDeadline, year)} Toute économie d'impôt indiquée ici suppose que la TOU vous est accordée.`,
  );
}

function agreement1983Callout(frontalier: FrontalierAnalysis): DocumentBlock {
  if (frontalier.telework.outcome === "status-lost") {
    return callout(
      "warning",
      "Pas de déduction fiscale suisse annoncée",
      `Votre canton de travail applique l'accord franco-suisse de 1983, mais avec plus de ${formatPercent(frontalier.telework.franceTaxNeutralMaxPercent / 100)} de télétravail vous perdez le statut de frontalier : le salaire des jours travaillés en Suisse y est imposé à la source. Une déduction du 3a ne passerait que par une taxation ordinaire ultérieure, qui exige qu'au moins ${formatPercent(frontalier.minSwissIncomeSharePercent / 100)} des revenus du ménage soient imposables en Suisse : c'est à voir avec l'expert. Nous n'annonçons donc aucune économie d'impôt.`,
    );
  }
  return callout(
    "warning",
    "Pas de déduction fiscale suisse pour vous",
    "Votre canton de travail applique l'accord franco-suisse de 1983 : votre salaire est imposé en France. Un versement 3a ne vous donne donc aucune déduction fiscale en Suisse, et sa déductibilité en France n'est pas établie. Nous n'annonçons donc aucune économie d'impôt ; l'intérêt d'un 3a comme épargne retraite est à discuter avec l'expert.",
  );
}

function unknownCallout(frontalier: FrontalierAnalysis, threshold: string): DocumentBlock {
  if (frontalier.unknownBecause === "residence") {
    return callout(
      "warning",
      "Déduction selon votre pays de résidence",
      `La déduction du 3a dépend de votre pays de résidence : si vous vivez en Italie, l'accord italo-suisse de 2020 s'applique ; si vous vivez en France, une déduction passe par une taxation ordinaire ultérieure (règle des ${threshold} des revenus du ménage imposables en Suisse). Nous n'annonçons donc aucune économie d'impôt : indiquez votre pays de résidence à l'expert.`,
    );
  }
  return callout(
    "warning",
    "Déduction selon votre canton de travail",
    `Nous ne connaissons pas votre canton de travail, et la déduction du 3a en dépend : dans les cantons de l'accord franco-suisse de 1983 (${frontalier.agreement1983Cantons.join(", ")}), le salaire des frontaliers vivant en France est imposé en France et le 3a ne donne aucune déduction en Suisse ; ailleurs, comme à Genève, une déduction passe en principe par une taxation ordinaire ultérieure (règle des ${threshold} des revenus du ménage imposables en Suisse). Nous n'annonçons donc aucune économie d'impôt : indiquez votre canton de travail à l'expert.`,
  );
}

export function frontalierCallout(frontalier: FrontalierAnalysis, year: number): DocumentBlock {
  const threshold = formatPercent(frontalier.minSwissIncomeSharePercent / 100);
  switch (frontalier.regime) {
    case "agreement-1983":
      return agreement1983Callout(frontalier);
    case "geneva-source":
      return genevaCallout(frontalier, year);
    case "italy-agreement":
      return callout(
        "warning",
        "Déduction à vérifier avec l'expert",
        `Selon l'accord italo-suisse, votre salaire est imposé à la source en Suisse, et aussi en Italie si vous êtes un nouveau frontalier. Si un versement 3a réduit vos impôts, en Suisse ou en Italie, est à vérifier avec l'expert : nous n'annonçons aucune économie d'impôt.`,
      );
    case "other-country":
      return callout(
        "warning",
        "Déduction selon votre pays de résidence",
        "Votre imposition dépend de la convention entre la Suisse et votre pays de résidence, et la déduction du 3a aussi : nous n'annonçons aucune économie d'impôt ; l'expert vérifiera votre cas.",
      );
    case "unknown":
      return unknownCallout(frontalier, threshold);
    case "other-source":
      return callout(
        frontalier.meetsIncomeShare === false ? "warning" : "info",
        "Déduction à vérifier avec l'expert",
        `Vous travaillez dans ${cantonPhrase(frontalier)}, où vous êtes en principe imposé à la source. Comme à Genève, une déduction du 3a passe sans doute par une taxation ordinaire ultérieure, avec une règle des ${threshold} des revenus du ménage imposables en Suisse et une demande au 31 mars de l'année suivante (le ${isoDateFr(frontalier.touRequestDeadline)} pour ${frontalier.touRequestYear}) ; les conditions exactes de votre canton sont à vérifier avec l'expert. ${shareSentence(frontalier)}${frontalier.meetsIncomeShare === false ? " En dessous de ce seuil, une déduction est peu probable : nous n'annonçons aucune économie." : " Toute économie d'impôt indiquée ici suppose que la déduction vous est accordée."}`,
      );
  }
}

export function residentCallout(
  resident: ResidentTaxAnalysis,
  income: IncomeBasis,
  year: number,
): DocumentBlock | null {
  const above = formatChf(resident.compulsoryAboveGross);
  if (resident.tou?.kind === "compulsory") {
    return callout(
      "info",
      "Taxation ordinaire obligatoire : le 3a est déductible",
      `Vous êtes imposé à la source en Suisse. Pour les résidents imposés à la source, au-delà d'un revenu brut de ${above}, la taxation ordinaire ultérieure (TOU) est obligatoire, et elle permet de déduire le 3a (LIFD art. 89). ${residentCompulsoryWording(resident, income)}.`,
    );
  }
  if (resident.tou?.kind === "on-request") {
    return callout(
      "info",
      "Déduction possible uniquement par la TOU",
      `Vous êtes imposé à la source. En dessous d'un revenu brut de ${above}, le 3a ne se déduit que si vous demandez une taxation ordinaire ultérieure (TOU), au plus tard le 31 mars de l'année suivante. ${requestSentence(resident.touRequestYear, resident.touRequestDeadline, year)} Toute économie d'impôt indiquée ici suppose cette demande.`,
    );
  }
  if (resident.taxation === null) {
    return callout(
      "info",
      "Déduction selon votre permis",
      `Si vous êtes de nationalité suisse ou titulaire d'un permis C, vous êtes imposé au barème ordinaire : le 3a se déduit de votre revenu imposable. Si vous êtes imposé à la source (permis B par exemple), il ne se déduit que par une taxation ordinaire ultérieure (TOU) : obligatoire au-delà d'un revenu brut de ${above}, sur demande au plus tard le 31 mars de l'année suivante en dessous. Toute économie d'impôt indiquée ici suppose que la déduction vous est accordée.`,
    );
  }
  return null;
}

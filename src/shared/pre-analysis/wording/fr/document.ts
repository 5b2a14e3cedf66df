import { auditOptionLabels } from "../../../content/swisshack/audit-options-i18n";
import {
  CIVIL_STATUS_LABELS,
  EMPLOYMENT_LABELS,
  EXPECTED_COSTS_LEVELS,
  PERMIT_LABELS,
  RESIDENCE_COUNTRY_LABELS,
  SWISS_CANTON_LABELS,
} from "../../../content/swisshack/refine-options";
import { FIGURE_SOURCES } from "../../../finance/figure-sources";
import type { AnswersWording, DocumentWording } from "../types";
import { common } from "./common";

const { fmt: f } = common;

export const answers: AnswersWording = {
  options: auditOptionLabels("fr"),
  civilStatus: CIVIL_STATUS_LABELS,
  employment: EMPLOYMENT_LABELS,
  permit: PERMIT_LABELS,
  residenceCountry: RESIDENCE_COUNTRY_LABELS,
  borderZone: { within: "Oui", beyond: "Non" },
  canton: SWISS_CANTON_LABELS,
  costLevel: EXPECTED_COSTS_LEVELS,
  labels: {
    status: "Statut",
    canton: "Canton",
    income: "Revenu",
    civilStatus: "État civil",
    children: "Enfants",
    employment: "Situation professionnelle",
    permit: "Nationalité ou permis",
    pillar3a: "3e pilier",
    paidIn: (year) => `Versé en 3a en ${year}`,
    premium: "Prime LAMal mensuelle",
    deductible: "Franchise actuelle",
    costs: "Frais de santé attendus",
    residence: "Pays de résidence",
    workCanton: "Canton de travail",
    swissShare: "Part des revenus du ménage imposable en Suisse",
    spouseIncome: "Revenu brut du conjoint",
    nonReturnDays: "Jours sans retour",
    borderZone: "À moins de 20 km de la frontière",
    situation: "Votre situation, en vos mots",
    telework: "Part de télétravail",
  },
  bracket: (label) => `${label} (tranche)`,
  netPerYear: (amount) => `${f.chf(amount)} net par an`,
  perYear: (amount) => `${amount} par an`,
  assumedCosts: (level, amount) => `${level} (hypothèse : ${f.chf(amount)} par an)`,
  notGivenM: "Non indiqué",
  notGivenF: "Non indiquée",
  notGivenPl: "Non indiqués",
  notGivenPremium: "Non indiquée",
  zeroPremium: "CHF 0 (traitée comme non indiquée)",
  unknownDeductible: "Non connue",
  situationNotRead: "Non prise en compte par cette pré-analyse instantanée : l'expert la lira",
};

export const documentTexts: Pick<
  DocumentWording,
  "title" | "subtitle" | "disclaimer" | "callbackOffer" | "summary" | "sources"
> = {
  title: (year) => `Votre pré-analyse SwissHack ${year}`,
  subtitle: (firstName, generatedOn) => `Préparée${firstName ? ` pour ${firstName}` : ""} le ${f.date(generatedOn)}`,
  disclaimer:
    "Cette pré-analyse est une estimation établie à partir de vos réponses, des chiffres officiels cités (avec leur année et leur source) et d'hypothèses SwissHack indiquées comme telles. Elle ne constitue ni un conseil fiscal, ni un conseil juridique ou financier : les montants réels dépendent de votre commune, de votre situation familiale et de décisions des autorités fiscales et de votre assureur. Vérifiez avant d'agir, idéalement avec un expert.",
  callbackOffer:
    "Vous souhaitez aller plus loin ? Un expert d'un cabinet partenaire agréé par la FINMA peut vous rappeler gratuitement et sans engagement pour vérifier ces chiffres avec vous et préparer les prochaines étapes.",
  summary: {
    withTax: (tax, conditional, lamal) => {
      const taxPart = `${tax} d'impôt${conditional ? " (sous condition)" : ""}`;
      return lamal ? `${taxPart} et ${lamal} sur la LAMal, par an` : `${taxPart} par an`;
    },
    lamalOnly: (lamal) => `${lamal.charAt(0).toUpperCase()}${lamal.slice(1)} par an sur la LAMal`,
    lowerDeductible: (amount) => `Baisser votre franchise LAMal à ${f.chf(amount)}`,
    raiseDeductible: (amount) => `Augmenter votre franchise LAMal à ${f.chf(amount)}`,
    checkTou: (year, threshold) =>
      `Vérifier avec l'expert si vous pouvez demander la TOU pour ${year} (règle des ${threshold})`,
    requestTou: (year) => `Demander la taxation ordinaire ultérieure (TOU) pour ${year}`,
    pay3a: (amount) => `Verser ${f.chf(amount)} sur votre 3e pilier (3a)`,
    buyBack: (amount) => `Racheter ${f.chf(amount)} d'années 3a manquantes`,
  },
  sources: {
    answersLabel: "Vos réponses",
    answersReference: "Vos réponses au questionnaire SwissHack (première étape et « Affiner mon estimation »)",
    assumptionsLabel: "Hypothèses SwissHack",
    assumptionsReference:
      "Hypothèses de calcul SwissHack (taux marginaux d'imposition, frais de santé attendus, revenu estimé, ordres de grandeur des trois leviers), indiquées dans le texte ; ce ne sont pas des chiffres officiels",
    official: FIGURE_SOURCES,
  },
};

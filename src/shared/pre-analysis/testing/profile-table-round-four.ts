/**
 * Test support: the profiles of issue 53 (pre-analysis, round four), in French, German and Italian. Each reproduces a
 * wrong rule or a missing condition of the review and cites the row of FINANCE-FIGURES.md it comes from.
 */
import type { FirstStepAnswers, FrontalierAnswers, RefineAnswers } from "../answers";
import { ROW, type Statement, type TableProfile } from "./profile-table";
import { answers, firstStep } from "./test-profiles";

type Row = Statement["row"];
const say = (row: Row, text: string, de: string, it: string): Statement => ({ row, text, de, it });

const NO_SAVING = say(
  ROW.nothingAction,
  "Économie d'impôt estimée",
  "Geschätzte Steuerersparnis",
  "Risparmio d'imposta stimato",
);

const selfEmployedAbroad = (
  residenceCountry: FirstStepAnswers["residenceCountry"],
  canton: FirstStepAnswers["canton"],
) => ({
  firstStep: firstStep({ status: "independant", canton, residenceCountry, annualIncome: "90000-120000" }),
  answers: answers({ employment: "self-employed", netIncome: 100_000, paid3aThisYear: 0, paid3aLastYear: undefined }),
});

const frontalier = (
  residenceCountry: FrontalierAnswers["residenceCountry"],
  workCanton: FrontalierAnswers["workCanton"],
  extra: Partial<FrontalierAnswers> = {},
) => ({
  firstStep: firstStep({ status: "frontalier", canton: workCanton, residenceCountry }),
  answers: answers({ frontalier: { workCanton, teleworkShare: 20, ...extra } }),
});

const atSource = (refine: Partial<RefineAnswers>) => ({
  firstStep: firstStep({ status: "resident", canton: "VD" }),
  answers: answers({ permit: "taxed-at-source", ...refine }),
});

const FIXED_BASE = say(ROW.selfEmployedAbroad, "installation fixe", "festen Einrichtung", "sede fissa");

export const ROUND_FOUR_PROFILES: TableProfile[] = [
  {
    name: "self-employed living in Annemasse, working in GE",
    ...selfEmployedAbroad("FR", "GE"),
    contains: [FIXED_BASE, say(ROW.selfEmployedAbroad, "LIFD art. 92", "DBG Art. 92", "LIFD art. 92")],
    absent: [NO_SAVING, say(ROW.selfEmployedAbroad, "Verser CHF", "Zahlen Sie CHF", "Versare CHF")],
    threeLanguages: true,
  },
  {
    name: "self-employed living in Como, working in TI",
    ...selfEmployedAbroad("IT", "TI"),
    contains: [FIXED_BASE, say(ROW.selfEmployedAbroad, "art. 24 § 2", "Art. 24 Abs. 2", "art. 24 § 2")],
    absent: [NO_SAVING],
    threeLanguages: true,
  },
  {
    name: "self-employed who did not say where they live",
    ...selfEmployedAbroad(undefined, "GE"),
    contains: [
      say(
        ROW.population,
        "Vous n'avez pas indiqué si vous vivez en Suisse",
        "Sie haben nicht angegeben, ob Sie in der Schweiz wohnen",
        "Non ha indicato se vive in Svizzera",
      ),
    ],
    absent: [NO_SAVING],
    threeLanguages: true,
  },
  {
    name: "Italian resident working in Zurich",
    ...frontalier("IT", "ZH"),
    contains: [
      say(
        ROW.italyOutside,
        "en grande partie reprise en Italie",
        "grösstenteils wieder genommen",
        "in gran parte ripreso in Italia",
      ),
    ],
    absent: [NO_SAVING, say(ROW.italyOutside, "sous condition", "unter Bedingungen", "a determinate condizioni")],
    threeLanguages: true,
  },
  {
    name: "Italian resident working in TI, the 20 km not given",
    ...frontalier("IT", "TI"),
    contains: [
      say(
        ROW.italyOutside,
        "Déduction selon la distance à la frontière",
        "Abzug je nach Entfernung zur Grenze",
        "Deduzione secondo la distanza dal confine",
      ),
    ],
    absent: [
      say(
        ROW.italyOutside,
        "votre imposition ne change pas",
        "ändert sich Ihre Besteuerung nicht",
        "la sua imposizione non cambia",
      ),
    ],
    threeLanguages: true,
  },
  {
    name: "Italian resident working in TI, beyond 20 km",
    ...frontalier("IT", "TI", { borderZone: "beyond" }),
    contains: [
      say(
        ROW.italyOutside,
        "à plus de 20 km de la frontière",
        "mehr als 20 km von der Grenze entfernt",
        "a più di 20 km dal confine",
      ),
    ],
    absent: [NO_SAVING, say(ROW.italyOutside, "jusqu'à 25 %", "bis 25 %", "fino al 25 %")],
    threeLanguages: true,
  },
  {
    name: "German resident with 75 non-return days",
    ...frontalier("DE", "BS", { nonReturnDays: 75 }),
    contains: [say(ROW.germanyNonReturn, "art. 15a § 2", "Art. 15a Abs. 2", "art. 15a § 2")],
    absent: [
      say(
        ROW.germanyNonReturn,
        "reste imposé en Allemagne",
        "weiterhin in Deutschland besteuert",
        "resta tassato in Germania",
      ),
    ],
    threeLanguages: true,
  },
  {
    name: "German resident, non-return days not given",
    ...frontalier("DE", "BS"),
    contains: [
      say(
        ROW.germanyNonReturn,
        "que vous ne nous avez pas indiqués",
        "die Sie uns nicht angegeben haben",
        "che non ci ha indicato",
      ),
    ],
    absent: [],
    threeLanguages: true,
  },
  {
    name: "married permit B below CHF 120,000, spouse earning CHF 150,000",
    ...atSource({ civilStatus: "married", netIncome: 80_000, spouseGrossIncome: 150_000 }),
    contains: [say(ROW.married, "OIS art. 9 al. 3", "QStV Art. 9 Abs. 3", "OIS art. 9 cpv. 3")],
    absent: [
      say(
        ROW.married,
        "Déduction possible uniquement par la TOU",
        "Abzug nur über die NOV",
        "Deduzione possibile solo con la TOU",
      ),
    ],
    threeLanguages: true,
  },
  {
    name: "married permit B below CHF 120,000, spouse's income not given",
    ...atSource({ civilStatus: "married", netIncome: 80_000 }),
    contains: [
      say(
        ROW.married,
        "Vous n'avez pas indiqué le revenu de votre conjoint",
        "Das Einkommen Ihres Ehepartners haben Sie nicht angegeben",
        "Non ha indicato il reddito del suo coniuge",
      ),
      say(ROW.married, "LIFD art. 9 al. 1", "DBG Art. 9 Abs. 1", "LIFD art. 9 cpv. 1"),
    ],
    absent: [],
    threeLanguages: true,
  },
  {
    name: "single permit B below CHF 120,000: the TOU on request lasts",
    ...atSource({ netIncome: 80_000 }),
    contains: [say(ROW.residentTouEveryYear, "LIFD art. 89a al. 5", "DBG Art. 89a Abs. 5", "LIFD art. 89a cpv. 5")],
    absent: [],
    threeLanguages: true,
  },
  {
    name: "resident who is not sure of their health insurance",
    firstStep: firstStep({ status: "resident", currentInsurance: "not-sure" }),
    answers: answers({ permit: "swiss-or-c" }),
    contains: [say(ROW.residentLamal, "LAMal art. 3 al. 1", "KVG Art. 3 Abs. 1", "LAMal art. 3 cpv. 1")],
    absent: [
      say(
        ROW.residentLamal,
        "Vous ne savez pas si vous êtes assuré à la LAMal",
        "Sie wissen nicht, ob Sie nach",
        "Non sa se è assicurato",
      ),
    ],
    threeLanguages: true,
  },
  {
    name: "self-employed in Switzerland, one missed year above the buy-back maximum",
    firstStep: firstStep({ status: "independant", canton: "GE", annualIncome: "90000-120000" }),
    answers: answers({ employment: "self-employed", netIncome: 100_000, paid3aThisYear: 20_000, paid3aLastYear: 0 }),
    contains: [
      say(
        ROW.buyBackLost,
        "Aucune de vos années manquées",
        "Keines Ihrer fehlenden Jahre",
        "Nessuno dei suoi anni mancati",
      ),
    ],
    absent: [
      say(
        ROW.buyBackLost,
        "les années que ce montant comble entièrement",
        "die dieser Betrag ganz schliesst",
        "gli anni che questo importo colma interamente",
      ),
    ],
    threeLanguages: true,
  },
];

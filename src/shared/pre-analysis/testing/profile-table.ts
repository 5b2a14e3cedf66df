/**
 * Test support: the profile table of issue 28. Each profile names the statements its document must and must not
 * contain, and each statement cites the row of docs/finance-figures.md it comes from.
 */
import type { FirstStepAnswers, FrontalierAnswers, RefineAnswers } from "../answers";
import { answers, firstStep } from "./test-profiles";

/** The rows of FINANCE-FIGURES.md (corrected 2026-11-25), as "section › row". */
export const ROW = {
  max3a: "3rd pillar › Maximum contribution, with a pension fund (LPP): CHF 7,258",
  earnedIncome: "3rd pillar › A 3a contribution never exceeds the AHV-liable earned income of the year",
  buyBack: "3rd pillar › Buy-back of missed years: one buy-back per buy-back year, of at most CHF 7,258 in total",
  genevaTou:
    "Cross-border workers › A frontalier may only request a TOU (≥ 90 %, by 31 March, every year, irrevocable); below 90 % the source tax is final",
  residentTou:
    "Cross-border workers › The compulsory TOU above CHF 120,000 applies to residents taxed at source only; below, a permit-B resident may request one",
  agreement1983:
    "Cross-border workers › Cantons BE, SO, BS, BL, VD, VS, NE, JU: salary taxed in France, no Swiss deduction",
  status1983: "Cross-border workers › 1983 agreement: telework above 40 % loses the frontalier status",
  telework: "Cross-border workers › Telework up to 40 % does not change which country taxes the salary",
  italy:
    "Cross-border workers › Italy: agreement of 23.12.2020, applied from 2024; telework neutral up to 25 %; Italian health service",
  health: "Cross-border workers › Health insurance: a frontalier chooses LAMal or the French CMU",
  marginalRates:
    "Marginal tax rates › GE/VD about 35 % at CHF 100,000 against about 28 % in Zurich; near 0 below CHF 30,000",
  nothingAction:
    "What the pre-analysis must not do › Recommend an action that brings nothing (3a without deduction, LAMal change outside LAMal)",
  population: "What the pre-analysis must not do › State a rule for a population it does not apply to",
  range: "What the pre-analysis must not do › Quote a tax saving as a single exact number",
  // Issue 39: the rows added or corrected on 2026-11-25.
  buyBackLost:
    "3rd pillar › Buy-back (turn 4 review): each missed year closed by one buy-back only; what is left of that year is lost",
  deductibleDeadlines: "Health insurance › Changing the deductible: OAMal art. 94; LAMal art. 7",
  costShare: "Health insurance › Cost share (quote-part): 10 %, at most CHF 700 per year (children 350)",
  italyOld:
    "Cross-border workers › Italy: old frontaliers (GR/TI/VS between 31.12.2018 and 17.7.2023) taxed only in Switzerland, no end date; 2033 ends the communes' share",
  italyTelework:
    "Cross-border workers › Italy: telework tax-neutral up to 25 % for agreement frontaliers only (protocol 2024); others taxed in Italy from day one (treaty art. 15)",
  italyHealth:
    "Cross-border workers › Italy: LAMal by default, exemption for the Italian health service on request within 3 months, irrevocable (KVV art. 2 al. 6)",
  socialSecurity:
    "Cross-border workers › Social security stays Swiss up to 49.9 % telework only with an A1 certificate (EU/EFTA framework agreement)",
  germany:
    "Germany and Austria › Germany (DBA art. 15a): taxed in Germany, Swiss source tax at most 4.5 % with Gre-1, 60 non-return days, home office not counted, KVG/GKV/PKV within 3 months, 3a in Germany not verified",
  austria:
    "Germany and Austria › Austria: ordinary Swiss source tax on Swiss workdays, no frontalier status, home-office days taxed in Austria, option within 3 months",
  unknownResidence:
    "Germany and Austria › Residence unknown: no country's rules apply; the document says what depends on it; no 1983 agreement outside its cantons",
  selfEmployed: "Germany and Austria › Self-employed frontaliers are not taxed at source (LIFD art. 5 al. 1 let. a)",
  // Issue 53: the rows added on 2026-11-28.
  selfEmployedAbroad:
    "Germany and Austria › Self-employed people living abroad: taxed in Switzerland only on a fixed base; the residence country credits or exempts (LIFD art. 4, 5, 92, 93; treaties art. 7/14; CH–IT art. 24 § 2)",
  germanyNonReturn:
    "Germany and Austria › More than 60 non-return days: ordinary Swiss source tax, Germany exempts; ask it, never assume (DBA CH–DE art. 15a § 2)",
  italyOutside:
    "Cross-border workers › Italy: an Italian resident outside the agreement is taxed by Italy on the whole salary, with a credit; the 20 km must be asked (CH–IT art. 15 § 1, art. 24 § 2)",
  residentLamal: "Residents › Basic LAMal is compulsory for everyone living in Switzerland (LAMal art. 3 al. 1)",
  residentTouEveryYear:
    "Residents › A TOU on request applies every following year until source taxation ends (LIFD art. 89a al. 5; LHID art. 33a al. 5)",
  married:
    "Residents › Married couples: compulsory TOU when either spouse reaches CHF 120,000; incomes added for the rate (OIS art. 9 al. 3; LIFD art. 9 al. 1)",
  residentCanton: "Residents › A resident's canton is where they live (LIFD art. 3, art. 105)",
} as const;

/** A statement in French (`text`) and, for the profiles of issue 39 on, in German and Italian too. */
export interface Statement {
  text: string;
  de?: string;
  it?: string;
  row: (typeof ROW)[keyof typeof ROW];
}

export interface TableProfile {
  name: string;
  firstStep: FirstStepAnswers;
  answers: RefineAnswers;
  /** ISO date; 22 November 2026 when absent. */
  today?: string;
  contains: Statement[];
  absent: Statement[];
  /** Issue 39 on: every statement has its German and Italian text, and the profile runs in the three languages. */
  threeLanguages?: true;
}

const frontalier = (
  workCanton: FrontalierAnswers["workCanton"],
  extra: Partial<FrontalierAnswers> = {},
): Pick<RefineAnswers, "frontalier"> => ({
  frontalier: {
    workCanton,
    swissIncomeShare: 95,
    teleworkShare: 20,
    residenceCountry: "FR",
    // Issue 53: an Italian resident in TI, GR or VS is asked the 20 km; these profiles live within them.
    ...(["TI", "GR", "VS"].includes(workCanton) ? { borderZone: "within" as const } : {}),
    ...extra,
  },
});

const frontalierProfile = (
  canton: FirstStepAnswers["canton"],
  refine: Partial<RefineAnswers>,
  first: Partial<FirstStepAnswers> = {},
) => ({
  firstStep: firstStep({ status: "frontalier", canton, ...first }),
  answers: answers(refine),
});

const resident = (refine: Partial<RefineAnswers>, first: Partial<FirstStepAnswers> = {}) => ({
  firstStep: firstStep({ status: "resident", ...first }),
  answers: answers(refine),
});

const NO_COMPULSORY_TOU: Statement[] = [
  { text: "TOU obligatoire", row: ROW.genevaTou },
  { text: "est bien engagée", row: ROW.genevaTou },
  { text: "soit dépassé", row: ROW.genevaTou },
];
const NO_SAVING: Statement[] = [
  { text: "Économie d'impôt estimée", row: ROW.nothingAction },
  { text: "Verser CHF", row: ROW.nothingAction },
];
const NO_LAMAL_ACTION: Statement[] = [
  { text: "Augmenter votre franchise LAMal", row: ROW.nothingAction },
  { text: "Baisser votre franchise LAMal", row: ROW.nothingAction },
  { text: "sur la LAMal", row: ROW.nothingAction },
];
const NO_FRENCH_RULES: Statement[] = [
  { text: "CMU", row: ROW.italy },
  { text: "accord franco-suisse de 1983", row: ROW.italy },
  { text: "40 % de télétravail", row: ROW.italy },
  { text: "devrait s'appliquer", row: ROW.italy },
];
const DEGENERATE_RANGE: Statement = { text: "RANGE", row: ROW.range };

export const PROFILE_TABLE: TableProfile[] = [
  // Geneva frontaliers: only a TOU on request, at ≥ 90 %; never a compulsory TOU.
  {
    name: "GE frontalier (FR), net 140,000, 65 %",
    ...frontalierProfile(
      "GE",
      { netIncome: 140_000, ...frontalier("GE", { swissIncomeShare: 65 }) },
      { annualIncome: "150000+" },
    ),
    contains: [
      { text: "l'impôt à la source est définitif", row: ROW.genevaTou },
      { text: "la TOU ne vous est pas ouverte", row: ROW.genevaTou },
    ],
    absent: [...NO_COMPULSORY_TOU, ...NO_SAVING, { text: "Demander la taxation ordinaire", row: ROW.genevaTou }],
  },
  {
    name: "GE frontalier (FR), net 140,000, 65 %, in February",
    ...frontalierProfile(
      "GE",
      { netIncome: 140_000, ...frontalier("GE", { swissIncomeShare: 65 }) },
      { annualIncome: "150000+" },
    ),
    today: "2027-02-10",
    contains: [{ text: "l'impôt à la source est définitif", row: ROW.genevaTou }],
    absent: [...NO_COMPULSORY_TOU, ...NO_SAVING],
  },
  {
    name: "GE frontalier (FR), net 110,000, 60 %",
    ...frontalierProfile("GE", { netIncome: 110_000, ...frontalier("GE", { swissIncomeShare: 60 }) }),
    contains: [{ text: "l'impôt à la source est définitif", row: ROW.genevaTou }],
    absent: [...NO_COMPULSORY_TOU, ...NO_SAVING],
  },
  {
    name: "GE frontalier (FR), net 140,000, 95 %",
    ...frontalierProfile("GE", { netIncome: 140_000, ...frontalier("GE") }, { annualIncome: "150000+" }),
    contains: [
      { text: "Déduction possible uniquement par la TOU", row: ROW.genevaTou },
      { text: "ne peut plus être retirée", row: ROW.genevaTou },
      { text: "chaque année", row: ROW.genevaTou },
      { text: "Demander la taxation ordinaire ultérieure (TOU) pour 2026", row: ROW.genevaTou },
      { text: "(sous condition, voir ci-dessus)", row: ROW.genevaTou },
    ],
    absent: NO_COMPULSORY_TOU,
  },
  {
    name: "GE frontalier (FR), bracket 120–150k, share not given",
    ...frontalierProfile(
      "GE",
      { netIncome: undefined, ...frontalier("GE", { swissIncomeShare: undefined }) },
      { annualIncome: "120000-150000" },
    ),
    contains: [
      { text: "Vous n'avez pas indiqué cette part", row: ROW.genevaTou },
      { text: "Vérifier avec l'expert si vous pouvez demander la TOU pour 2026", row: ROW.genevaTou },
    ],
    absent: NO_COMPULSORY_TOU,
  },
  {
    name: "GE frontalier living in Italy, 95 %",
    ...frontalierProfile("GE", frontalier("GE", { residenceCountry: "IT" }), { currentInsurance: "not-sure" }),
    contains: [
      { text: "Déduction possible uniquement par la TOU", row: ROW.genevaTou },
      { text: "service national de santé italien", row: ROW.italy },
    ],
    absent: [...NO_COMPULSORY_TOU, { text: "CMU", row: ROW.italy }],
  },
  // 1983-agreement cantons, living in France.
  {
    name: "VD frontalier (FR), telework 45 %",
    ...frontalierProfile("VD", frontalier("VD", { teleworkShare: 45 })),
    contains: [
      { text: "vous perdez le statut de frontalier", row: ROW.status1983 },
      { text: "imposé à la source en Suisse", row: ROW.status1983 },
    ],
    absent: [
      { text: "le télétravail ne change pas votre imposition", row: ROW.status1983 },
      { text: "votre imposition ne change pas", row: ROW.status1983 },
      { text: "Votre imposition, elle, ne change pas", row: ROW.status1983 },
      ...NO_SAVING,
    ],
  },
  {
    name: "NE frontalier (FR), telework 60 %",
    ...frontalierProfile("NE", frontalier("NE", { teleworkShare: 60 })),
    contains: [
      { text: "vous perdez le statut de frontalier", row: ROW.status1983 },
      { text: "affiliation à la sécurité sociale est à vérifier", row: ROW.telework },
    ],
    absent: [
      { text: "le télétravail ne change pas votre imposition", row: ROW.status1983 },
      { text: "Votre imposition, elle, ne change pas", row: ROW.status1983 },
    ],
  },
  {
    name: "BS frontalier (FR), telework 45 %",
    ...frontalierProfile("other", frontalier("BS", { teleworkShare: 45 })),
    contains: [{ text: "vous perdez le statut de frontalier", row: ROW.status1983 }],
    absent: [{ text: "le télétravail ne change pas votre imposition", row: ROW.status1983 }],
  },
  {
    name: "VD frontalier (FR), telework 30 %",
    ...frontalierProfile("VD", frontalier("VD", { teleworkShare: 30 })),
    contains: [
      { text: "votre salaire est imposé en France", row: ROW.agreement1983 },
      { text: "Avec 30 % de télétravail, vous gardez le statut de frontalier", row: ROW.telework },
      { text: "Économie d'impôt en Suisse", row: ROW.agreement1983 },
    ],
    absent: [...NO_SAVING, { text: "vous perdez le statut", row: ROW.status1983 }],
  },
  {
    name: "VS frontalier (FR), CMU, telework 10 %",
    ...frontalierProfile("VS", frontalier("VS", { teleworkShare: 10 }), { currentInsurance: "private" }),
    contains: [
      { text: "autre assurance que la LAMal", row: ROW.health },
      { text: "droit d'option", row: ROW.health },
    ],
    absent: [...NO_LAMAL_ACTION, ...NO_SAVING],
  },
  // Other cantons, living in France.
  {
    name: "ZH frontalier (FR), telework 45 %",
    ...frontalierProfile("ZH", frontalier("ZH", { teleworkShare: 45 })),
    contains: [{ text: "peut devenir imposable en France", row: ROW.telework }],
    absent: [{ text: "vous perdez le statut", row: ROW.status1983 }],
  },
  {
    name: "FR-canton frontalier (FR), 60 %",
    ...frontalierProfile("FR", frontalier("FR", { swissIncomeShare: 60 })),
    contains: [{ text: "nous n'annonçons aucune économie", row: ROW.genevaTou }],
    absent: NO_SAVING,
  },
  // Italy.
  {
    name: "TI frontalier living in Italy, telework 20 %",
    ...frontalierProfile("other", frontalier("TI", { residenceCountry: "IT" }), { currentInsurance: "not-sure" }),
    contains: [
      { text: "accord italo-suisse", row: ROW.italy },
      { text: "jusqu'à 25 %", row: ROW.italy },
      { text: "service national de santé italien", row: ROW.italy },
      // Corrected in issue 39: the LAMal is the default, "je ne sais pas" is not "not in the LAMal".
      { text: "ce comparatif ne vous concerne que si vous êtes assuré à la LAMal", row: ROW.italyHealth },
      { text: "c'est le cas par défaut", row: ROW.italyHealth },
    ],
    absent: [
      ...NO_FRENCH_RULES,
      ...NO_SAVING,
      { text: "vous avez indiqué ne pas être assuré à la LAMal", row: ROW.italyHealth },
    ],
  },
  {
    name: "TI frontalier living in Italy, telework 30 %",
    ...frontalierProfile("other", frontalier("TI", { residenceCountry: "IT", teleworkShare: 30 }), {
      currentInsurance: "not-sure",
    }),
    contains: [{ text: "vous dépassez 25 %", row: ROW.italy }],
    absent: NO_FRENCH_RULES,
  },
  {
    name: "GR frontalier living in Italy, CHF 140,000",
    ...frontalierProfile(
      "other",
      { netIncome: 140_000, ...frontalier("GR", { residenceCountry: "IT", teleworkShare: 0 }) },
      { currentInsurance: "not-sure", annualIncome: "150000+" },
    ),
    contains: [{ text: "accord italo-suisse", row: ROW.italy }],
    absent: [...NO_FRENCH_RULES, ...NO_COMPULSORY_TOU],
  },
  {
    name: "VS frontalier living in Italy, telework 30 %",
    ...frontalierProfile("VS", frontalier("VS", { residenceCountry: "IT", teleworkShare: 30 }), {
      currentInsurance: "not-sure",
    }),
    contains: [{ text: "accord italo-suisse", row: ROW.italy }],
    absent: NO_FRENCH_RULES,
  },
  {
    name: "TI frontalier, country of residence not given",
    ...frontalierProfile("other", frontalier("TI", { residenceCountry: undefined }), { currentInsurance: "not-sure" }),
    contains: [{ text: "dépend de votre pays de résidence", row: ROW.population }],
    absent: [{ text: "devrait s'appliquer", row: ROW.italy }, ...NO_SAVING],
  },
  {
    name: "ZH frontalier living elsewhere (Germany)",
    ...frontalierProfile("ZH", frontalier("ZH", { residenceCountry: "other" }), { currentInsurance: "not-sure" }),
    contains: [{ text: "dépend de la convention", row: ROW.population }],
    absent: [...NO_FRENCH_RULES, ...NO_SAVING],
  },
  // Residents.
  {
    name: "resident, permit B, CHF 100,000, cap paid",
    ...resident({ netIncome: 100_000, paid3aThisYear: 7_258, paid3aLastYear: 7_258, permit: "taxed-at-source" }),
    contains: [{ text: "taxation ordinaire ultérieure", row: ROW.residentTou }],
    absent: [{ text: "acquise", row: ROW.residentTou }],
  },
  {
    name: "resident, permit B, CHF 100,000",
    ...resident({ netIncome: 100_000, permit: "taxed-at-source" }),
    contains: [
      { text: "Demander la taxation ordinaire ultérieure (TOU) pour 2026", row: ROW.residentTou },
      { text: "(sous condition, voir ci-dessus)", row: ROW.residentTou },
    ],
    absent: [{ text: "acquise", row: ROW.residentTou }],
  },
  {
    name: "resident, permit B, CHF 140,000",
    ...resident({ netIncome: 140_000, permit: "taxed-at-source" }, { annualIncome: "150000+" }),
    contains: [{ text: "la taxation ordinaire ultérieure (TOU) est obligatoire", row: ROW.residentTou }],
    absent: [{ text: "(sous condition", row: ROW.residentTou }],
  },
  {
    name: "resident, permit not given, cap paid",
    ...resident({ paid3aThisYear: 7_258, paid3aLastYear: 7_258 }),
    contains: [{ text: "Déduction selon votre permis", row: ROW.residentTou }],
    absent: [{ text: "acquise", row: ROW.residentTou }],
  },
  {
    name: "resident Swiss or C permit, cap paid",
    ...resident({ paid3aThisYear: 7_258, paid3aLastYear: 7_258, permit: "swiss-or-c" }),
    contains: [{ text: "la déduction de l'année est acquise", row: ROW.max3a }],
    absent: [{ text: "Déduction selon votre permis", row: ROW.population }],
  },
  // Income, pension fund and marginal rates.
  {
    name: "employee with a pension fund earning CHF 4,000",
    ...resident({ netIncome: 4_000, paid3aThisYear: 0, permit: "swiss-or-c" }, { annualIncome: "<60000" }),
    contains: [
      { text: "Votre plafond 3a 2026\nCHF 4 000", row: ROW.earnedIncome },
      { text: "proche de 0", row: ROW.marginalRates },
    ],
    absent: [...NO_SAVING, { text: "Votre plafond 3a 2026\nCHF 7 258", row: ROW.earnedIncome }],
  },
  {
    name: "resident GE, Swiss, CHF 100,000",
    ...resident({ netIncome: 100_000, paid3aThisYear: 0, permit: "swiss-or-c" }, { canton: "GE" }),
    contains: [{ text: "26 – 36 %", row: ROW.marginalRates }],
    absent: [{ text: "20 – 30 %", row: ROW.marginalRates }],
  },
  {
    name: "resident VD, Swiss, CHF 100,000",
    ...resident({ netIncome: 100_000, paid3aThisYear: 0, permit: "swiss-or-c" }, { canton: "VD" }),
    contains: [
      { text: "26 – 36 %", row: ROW.marginalRates },
      { text: "CHF 1 850 – 2 650", row: ROW.marginalRates },
    ],
    absent: [],
  },
  {
    name: "resident ZH, Swiss, CHF 100,000",
    ...resident({ netIncome: 100_000, paid3aThisYear: 0, permit: "swiss-or-c" }, { canton: "ZH" }),
    contains: [{ text: "20 – 30 %", row: ROW.marginalRates }],
    absent: [{ text: "26 – 36 %", row: ROW.marginalRates }],
  },
  {
    name: "self-employed in GE, CHF 25,000",
    firstStep: firstStep({ status: "independant", canton: "GE", annualIncome: "<60000" }),
    answers: answers({ employment: "self-employed", netIncome: 25_000, paid3aThisYear: 0 }),
    contains: [
      { text: "Votre plafond 3a 2026\nCHF 5 000", row: ROW.max3a },
      { text: "proche de 0", row: ROW.marginalRates },
    ],
    absent: NO_SAVING,
  },
  {
    name: "employee without a pension fund, ZH, CHF 70,000",
    ...resident(
      { employment: "employee-without-pension-fund", netIncome: 70_000, paid3aThisYear: 0, permit: "swiss-or-c" },
      { canton: "ZH" },
    ),
    contains: [{ text: "Votre plafond 3a 2026\nCHF 14 000", row: ROW.max3a }],
    absent: [DEGENERATE_RANGE],
  },
  // Buy-back.
  {
    name: "no 3a, two missed years (2025, 2026), in 2027",
    ...resident({ paid3aThisYear: 0, paid3aLastYear: undefined, permit: "swiss-or-c" }, { has3aPillar: "no" }),
    today: "2027-06-10",
    contains: [
      { text: "Racheter CHF 7 258", row: ROW.buyBack },
      { text: "un seul rachat par an", row: ROW.buyBack },
    ],
    absent: [
      { text: "Racheter CHF 14 516", row: ROW.buyBack },
      { text: "Chaque année manquée se rachète", row: ROW.buyBack },
    ],
  },
  {
    name: "self-employed, CHF 100,000, nothing paid in 2025",
    firstStep: firstStep({ status: "independant", canton: "ZH", annualIncome: "90000-120000" }),
    answers: answers({ employment: "self-employed", netIncome: 100_000, paid3aThisYear: 20_000, paid3aLastYear: 0 }),
    contains: [{ text: "Racheter CHF 7 258", row: ROW.buyBack }],
    absent: [{ text: "Racheter CHF 20 000", row: ROW.buyBack }],
  },
  // LAMal and the summary card.
  {
    name: "resident insured privately, 2,500 cheaper",
    ...resident(
      { paid3aThisYear: 7_258, paid3aLastYear: 7_258, permit: "swiss-or-c", expectedCosts: "low" },
      { currentInsurance: "private" },
    ),
    // Issue 53: living in Switzerland, the basic LAMal is compulsory all the same; the comparison is theirs.
    contains: [{ text: "obligatoire pour tous (LAMal art. 3 al. 1)", row: ROW.residentLamal }],
    absent: [
      { text: "ne vous concerne que si vous êtes assuré à la LAMal", row: ROW.residentLamal },
      { text: "CHF 1 540 – 1 540", row: ROW.range },
      DEGENERATE_RANGE,
    ],
  },
  {
    name: "resident in LAMal, only a LAMal saving",
    ...resident({ paid3aThisYear: 7_258, paid3aLastYear: 7_258, permit: "swiss-or-c" }),
    contains: [
      { text: "Au plus CHF 460 par an sur la LAMal", row: ROW.range },
      { text: "Augmenter votre franchise LAMal à CHF 2 500", row: ROW.nothingAction },
    ],
    absent: [{ text: "CHF 460 – 460", row: ROW.range }, DEGENERATE_RANGE],
  },
  {
    name: "resident in LAMal, a tax and a LAMal saving",
    ...resident({ permit: "swiss-or-c" }),
    contains: [{ text: "d'impôt et au plus CHF 460 sur la LAMal, par an", row: ROW.range }],
    absent: [DEGENERATE_RANGE],
  },
  {
    name: "resident, permit not given: the saving is conditional on the card too",
    ...resident({}),
    contains: [{ text: "d'impôt (sous condition) et au plus CHF 460 sur la LAMal, par an", row: ROW.residentTou }],
    absent: [DEGENERATE_RANGE],
  },
];

/** Whether the text quotes a range whose two ends are equal, "CHF 460 – 460". */
export function hasDegenerateRange(text: string): boolean {
  return [...text.matchAll(/CHF ([\d ']*\d) – ([\d ']*\d)/g)].some((m) => m[1] === m[2]);
}

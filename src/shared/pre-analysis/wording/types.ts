/**
 * Every text of the pre-analysis document, one interface per part: each language (fr, de, it) implements all of
 * it, so a text missing in one language fails the type check. The section builders (document-*.ts) decide which
 * blocks, figures and sources a person gets; these only put them into words.
 */

import type { AuditOptionLabels } from "../../content/swisshack/audit-options-i18n";
import type { FigureSourceKey } from "../../finance/figure-sources";
import type { Citation } from "../../finance/figures";
import type {
  BORDER_ZONE_ANSWERS,
  CIVIL_STATUSES,
  EMPLOYMENTS,
  LIVING_COUNTRIES,
  PERMITS,
  SwissCanton,
} from "../answers";
import type { Range } from "../format";
import type { FrontalierAnalysis, ThreeADeductibility } from "../frontalier";
import type { IncomeBasis } from "../income";
import type { LamalAnalysis } from "../lamal";
import type { MissedYear, Pillar3aAnalysis, Pillar3aMaximum } from "../pillar3a";
import type { ResidentTaxAnalysis } from "../resident-tax";
import type { MarginalRateAssumption } from "../tax-saving";
import type { Formatter } from "./formatter";

/** How sure a LAMal saving is: at most (raising), at least (lowering to 300), about (otherwise). */
export type SavingBound = "atMost" | "atLeast" | "about";
export type Callout = { title: string; text: string };
type Labels<T extends readonly string[]> = Record<T[number], string>;

export interface CommonWording {
  fmt: Formatter;
  /** "chiffre 2026", or "chiffre 2025, le plus récent connu" when the table has no row for the year asked. */
  figureYear(citation: Citation, year: number): string;
  income(income: IncomeBasis): string;
  marginalRate(rate: MarginalRateAssumption, income: IncomeBasis, year: number): string;
  nearZeroRate(rate: MarginalRateAssumption, income: IncomeBasis): string;
  residentCompulsory(resident: ResidentTaxAnalysis, income: IncomeBasis): string;
  /** "au plus CHF 460", "au moins …", "environ …" */
  boundAmount(bound: SavingBound, amount: number): string;
  /** "… par an" */
  perYear(text: string): string;
  /** When a lowered deductible applies only next year. */
  lowerEffectiveNote(effectiveFrom: string): string;
  negligibleGap(lamal: LamalAnalysis): string;
  /** "le canton du Tessin", or "votre canton de travail" when it is not known. */
  cantonPhrase(canton: SwissCanton | null): string;
  /** "avant le 30 novembre 2026" */
  deadline(iso: string): string;
  /** "Attention, …." */
  attention(note: string): string;
}

export interface Pillar3aWording {
  heading(year: number): string;
  maximum(pillar3a: Pillar3aAnalysis, income: IncomeBasis, yearNote: string): string;
  missedYear(missed: MissedYear, maximum: Pillar3aMaximum): string;
  buyBackDeduction: Record<ThreeADeductibility, string>;
  buyBackNoIncome(year: number): string;
  buyBackNotYet(firstBuyBackYear: number, firstMissedYear: number): string;
  buyBackIntro(since: number | "this-year", firstMissedYear: number, yearNote: string): string;
  buyBackOnePerYear(max: number, maxYearsBack: number): string;
  /** `wholeYears`: whether one missed year at least fits entirely in one buy-back. */
  buyBackGapsBeyond(gaps: number, total: number, maxYearsBack: number, wholeYears: boolean): string;
  buyBackAfterFull: string;
  buyBackIncomeNeeded: string;
  maxPerBuyBackYearLabel: string;
  possibleBuyBackLabel(year: number): string;
  buyBackSavingLabel(condition: string): string;
  ceilingLabel(year: number): string;
  paidLabel(year: number): string;
  leftToPayLabel(year: number): string;
  overpaidLabel(year: number): string;
  savingLabel(condition: string): string;
  swissSavingLabel: string;
  none: string;
  /** " (sous condition, voir ci-dessus)" */
  conditionNote: string;
  overpaid(pillar3a: Pillar3aAnalysis): string;
  paidUp(year: number, deductionAcquired: boolean): string;
  savingEstimate(rate: string): string;
}

export interface DeductibilityWording {
  geneva(frontalier: FrontalierAnalysis, year: number, rule: string): Callout;
  agreement1983(frontalier: FrontalierAnalysis): Callout;
  unknown(frontalier: FrontalierAnalysis): Callout;
  italy: Callout;
  /** Living in Italy, working in TI, GR or VS, and the 20 km not told. */
  italyZoneUnknown(frontalier: FrontalierAnalysis): Callout;
  /** Living in Italy outside the 2020 agreement: Italy taxes the whole salary and credits the Swiss tax. */
  italyTreaty(frontalier: FrontalierAnalysis): Callout;
  germany(frontalier: FrontalierAnalysis): Callout;
  /** More than 60 non-return days: no longer a Grenzgänger. */
  germanyNonReturn(frontalier: FrontalierAnalysis): Callout;
  austria: Callout;
  selfEmployed: Callout;
  /** A self-employed person who did not say where they live. */
  selfEmployedResidenceUnknown: Callout;
  otherCountry: Callout;
  otherSource(frontalier: FrontalierAnalysis): Callout;
  residentCompulsory(resident: ResidentTaxAnalysis, compulsory: string): Callout;
  residentOnRequest(resident: ResidentTaxAnalysis, year: number): Callout;
  residentUnknownPermit(resident: ResidentTaxAnalysis): Callout;
}

export interface LamalWording {
  heading: string;
  intro(lamal: LamalAnalysis): string;
  premium(lamal: LamalAnalysis, year: number): string;
  /** lamalDefault: "je ne sais pas" from a frontalier living in Italy, Germany or Austria (LAMal unless exempted). */
  /** residentCompulsory: a resident who said "not sure" or another cover (LAMal art. 3 al. 1). */
  insurance: { lamalDefault: string; notLamal: string; unknown: string; residentCompulsory: string };
  tableCaption(costs: number): string;
  columns(relative: boolean): string[];
  recommendedLabel: string;
  savingLabel(current: number): string;
  effectiveFrom(iso: string): string;
  worstCaseLabel(deductible: number): string;
  hospitalLabel: string;
  perDay(amount: number): string;
  result(lamal: LamalAnalysis): string;
  deadlineTitle: string;
  deadlines(lamal: LamalAnalysis, year: number): string;
  lowerByLabel: string;
  raiseByLabel: string;
  childDeductibleLabel: string;
  childDeductible(lamal: LamalAnalysis): string;
  childCostShareLabel: string;
  /** Several children insured with one insurer share a family cap. */
  childrenSharedCap: string;
}

export interface FrontalierWording extends TeleworkWording {
  heading: string;
  genevaTouRule(frontalier: FrontalierAnalysis): string;
  taxation(frontalier: FrontalierAnalysis, year: number): string;
  shareLabel: string;
  salaryTaxationLabel: string;
  salaryTaxation(lost: boolean): string;
  italyShareLabel: string;
  germanySourceTaxLabel: string;
  germanyNonReturnDaysLabel: string;
  days(count: number): string;
  touMinShareLabel: string;
  touDeadlineLabel(year: number): string;
  touRequestLabel: string;
  touRequest: string;
  beforeMarchTitle(deadline: string): string;
  beforeMarch(frontalier: FrontalierAnalysis, year: number): string[];
}

/** The frontalier section's telework and health insurance texts. */
export interface TeleworkWording {
  telework(frontalier: FrontalierAnalysis): string;
  teleworkShareLabel: string;
  teleworkNeutralLabel(agreement1983: boolean): string;
  upTo(percent: number): string;
  socialSecurityLabel: string;
  health: {
    /** Italy, Germany, Austria: LAMal by default, exemption on request within months, irrevocable. */
    lamalDefault(frontalier: FrontalierAnalysis): string;
    exemptionLabel(frontalier: FrontalierAnalysis): string;
    exemptionValue(months: number): string;
    depends(frontalier: FrontalierAnalysis): string;
  };
  franceHealth(frontalier: FrontalierAnalysis): string;
  choiceLabel: string;
  months(count: number): string;
  cmuLabel: string;
  cmu(rate: number): string;
}

export interface LeversWording {
  heading: string;
  pillar3a: {
    title: string;
    claim(rate: number): string;
    noIncome(year: number): string;
    noSaving(leftToPay: number, year: number): string;
    leftToPay(leftToPay: number, year: number, saving: Range | null, condition: string): string;
    reached(year: number): string;
    extraReturnLabel: string;
    extraReturn(rate: number): string;
    leftToPayLabel(year: number): string;
    savingLabel: string;
  };
  lamal: {
    title: string;
    claim(range: Range): string;
    unknownCurrent(recommended: number): string;
    notLamal: string;
    keep(current: number): string;
    lowerCostsMore(recommended: number, current: number, extra: number, note: string | null): string;
    saving(saving: string, current: number, recommended: number, note: string | null): string;
    savingLabel: string;
  };
  allowances: {
    title: string;
    claim(max: number): string;
    frontalier: string;
    other: string;
    label: string;
    value(max: number): string;
  };
}

export interface DocumentWording {
  locale: "fr" | "de" | "it";
  common: CommonWording;
  pillar3a: Pillar3aWording;
  deductibility: DeductibilityWording;
  lamal: LamalWording;
  frontalier: FrontalierWording;
  levers: LeversWording;
  title(year: number): string;
  subtitle(firstName: string, generatedOn: string): string;
  disclaimer: string;
  callbackOffer: string;
  summary: {
    withTax(tax: string, conditional: boolean, lamal: string | null): string;
    lamalOnly(lamal: string): string;
    lowerDeductible(amount: number): string;
    raiseDeductible(amount: number): string;
    checkTou(year: number, threshold: string): string;
    requestTou(year: number): string;
    pay3a(amount: number): string;
    buyBack(amount: number): string;
  };
  answers: AnswersWording;
  sources: {
    answersLabel: string;
    answersReference: string;
    assumptionsLabel: string;
    assumptionsReference: string;
    official: Record<FigureSourceKey, { label: string; reference: string }>;
  };
}

export interface AnswersWording {
  options: AuditOptionLabels;
  civilStatus: Labels<typeof CIVIL_STATUSES>;
  employment: Labels<typeof EMPLOYMENTS>;
  permit: Labels<typeof PERMITS>;
  residenceCountry: Labels<typeof LIVING_COUNTRIES>;
  borderZone: Labels<typeof BORDER_ZONE_ANSWERS>;
  canton: Record<SwissCanton, string>;
  costLevel: Record<"low" | "medium" | "high", string>;
  labels: {
    status: string;
    canton: string;
    income: string;
    civilStatus: string;
    children: string;
    employment: string;
    permit: string;
    pillar3a: string;
    paidIn(year: number): string;
    premium: string;
    deductible: string;
    costs: string;
    residence: string;
    workCanton: string;
    swissShare: string;
    telework: string;
    spouseIncome: string;
    nonReturnDays: string;
    borderZone: string;
    situation: string;
  };
  bracket(label: string): string;
  netPerYear(amount: number): string;
  perYear(amount: string): string;
  assumedCosts(level: string, amount: number): string;
  notGivenM: string;
  notGivenF: string;
  notGivenPl: string;
  /** The monthly premium's "not given", in its noun's gender. */
  notGivenPremium: string;
  zeroPremium: string;
  unknownDeductible: string;
  /** What the person wrote in the first step's free text: not read by the engine, read by the expert. */
  situationNotRead: string;
}

import { type Citation, citation, figure } from "../finance/figures";
import { appliesTo, type ResidenceCountry } from "../finance/population";
import type { RefineAnswers, SwissCanton } from "./answers";
import { type CivilDate, toIsoDate } from "./civil-date";
import type { PersonFacts, ResidenceBasis } from "./person";

/**
 * How the salary of a frontalier is taxed, each regime for its population:
 * - "geneva-source": working in Geneva, taxed at source; 3a deductible only through a TOU requested at ≥ 90 %;
 * - "agreement-1983": living in France, working in BE, SO, BS, BL, VD, VS, NE or JU; taxed in France;
 * - "italy-agreement": living in Italy, working in TI, GR or VS; the agreement of 2020, applied from 2024;
 * - "other-source": living in France or Italy, working in another canton; taxed at source there;
 * - "other-country": living in another country, outside Geneva; the treaty with that country decides;
 * - "unknown": the canton of work, or the country of residence where it decides, is not known.
 */
export type FrontalierRegime =
  | "geneva-source"
  | "agreement-1983"
  | "italy-agreement"
  | "other-source"
  | "other-country"
  | "unknown";

/**
 * Whether a 3a contribution lowers Swiss taxes: yes, only on conditions (a TOU), no, or unknown (it depends on
 * something the answers do not tell).
 */
export type ThreeADeductibility = "yes" | "conditional" | "no" | "unknown";

/**
 * "unchanged": telework within the tax-neutral share; "partly-taxable-abroad": above it, the telework days may become
 * taxable in the country of residence; "status-lost": 1983 agreement above 40 %, the frontalier status is lost;
 * "depends": the threshold depends on the country of residence; "unknown": no share given.
 */
export type TeleworkOutcome = "unchanged" | "partly-taxable-abroad" | "status-lost" | "depends" | "unknown";

export interface FrontalierAnalysis {
  workCanton: SwissCanton | null;
  residenceCountry: ResidenceCountry | null;
  residenceBasis: ResidenceBasis;
  regime: FrontalierRegime;
  /** For "unknown": what is missing. */
  unknownBecause: "canton" | "residence" | null;
  agreement1983Cantons: string[];
  italyAgreementCantons: string[];
  /** Percent of the household's worldwide income taxable in Switzerland; null when not given. */
  swissIncomeShare: number | null;
  /** The 90 % rule, in percent. */
  minSwissIncomeSharePercent: number;
  meetsIncomeShare: boolean | null;
  /**
   * ISO date: the next TOU request is due by then, 31 March. From 1 January to 31 March it is this year's, for last
   * year's income; from 1 April, next year's, for this year's income.
   */
  touRequestDeadline: string;
  /** The tax year the request due at touRequestDeadline is about. */
  touRequestYear: number;
  threeADeductibility: ThreeADeductibility;
  telework: {
    share: number | null;
    /** The tax-neutral share for the country of residence (40 France, 25 Italy); null when it is not known. */
    taxNeutralMaxPercent: number | null;
    franceTaxNeutralMaxPercent: number;
    italyTaxNeutralMaxPercent: number;
    swissSocialSecurityMaxPercent: number;
    outcome: TeleworkOutcome;
    /** Above the social-security share (EU/EFTA framework agreement): the affiliation is to be checked. */
    socialSecurityToCheck: boolean;
  };
  /** "france-option": LAMal or CMU; "italy-ssn": the Italian national health service; "depends": not known. */
  health: "france-option" | "italy-ssn" | "depends";
  healthOption: { choiceWithinMonths: number; cmuRate: number };
  italy: { appliedFrom: number; newFrontalierFrom: string; swissShareOfSourceTax: number; oldUntil: number };
  citations: {
    tou: Citation;
    agreement1983: Citation;
    telework: Citation;
    socialSecurity: Citation;
    healthOption: Citation;
    italy: Citation;
  };
}

interface RegimeRules {
  geneva: ReturnType<typeof appliesTo>;
  agreement1983: ReturnType<typeof appliesTo>;
  italy: ReturnType<typeof appliesTo>;
}

export function regimeOf(
  person: PersonFacts,
  rules: RegimeRules,
): Pick<FrontalierAnalysis, "regime" | "unknownBecause"> {
  if (person.canton === null) return { regime: "unknown", unknownBecause: "canton" };
  if (rules.geneva === "yes") return { regime: "geneva-source", unknownBecause: null };
  if (rules.agreement1983 === "yes") return { regime: "agreement-1983", unknownBecause: null };
  if (rules.italy === "yes") return { regime: "italy-agreement", unknownBecause: null };
  if (rules.agreement1983 === "unknown" || rules.italy === "unknown" || person.residenceCountry === null) {
    return { regime: "unknown", unknownBecause: "residence" };
  }
  if (person.residenceCountry === "other") return { regime: "other-country", unknownBecause: null };
  return { regime: "other-source", unknownBecause: null };
}

function deductibility(regime: FrontalierRegime, meetsIncomeShare: boolean | null): ThreeADeductibility {
  switch (regime) {
    case "agreement-1983":
      return "no";
    case "geneva-source":
    case "other-source":
      // Below 90 % no TOU is possible: the source tax is final.
      return meetsIncomeShare === false ? "no" : "conditional";
    default:
      return "unknown";
  }
}

export function teleworkOutcome(
  share: number | null,
  residence: ResidenceCountry | null,
  regime: FrontalierRegime,
  neutral: { france: number; italy: number },
): TeleworkOutcome {
  if (share === null) return "unknown";
  if (residence === "other") return "depends";
  if (residence === null) return share <= Math.min(neutral.france, neutral.italy) ? "unchanged" : "depends";
  if (share <= (residence === "IT" ? neutral.italy : neutral.france)) return "unchanged";
  return regime === "agreement-1983" ? "status-lost" : "partly-taxable-abroad";
}

/** From 1 January to 31 March, the request still open is last year's; from 1 April, this year's. */
export function touRequest(today: CivilDate, deadline: { month: number; day: number }) {
  const beforeDeadline = today.month < deadline.month || (today.month === deadline.month && today.day <= deadline.day);
  const deadlineYear = beforeDeadline ? today.year : today.year + 1;
  return { year: deadlineYear - 1, deadline: toIsoDate({ year: deadlineYear, ...deadline }) };
}

const toPercent = (share: number) => Math.round(share * 1000) / 10;

export function analyseFrontalier(person: PersonFacts, answers: RefineAnswers, today: CivilDate): FrontalierAnalysis {
  const year = today.year;
  const tou = figure("genevaTou", year);
  const agreement = figure("agreement1983Cantons", year);
  const telework = figure("telework", year);
  const social = figure("teleworkSocialSecurity", year);
  const health = figure("frontalierHealthOption", year);
  const italy = figure("italyAgreement", year);

  const { regime, unknownBecause } = regimeOf(person, {
    geneva: appliesTo(tou.population, person),
    agreement1983: appliesTo(agreement.population, person),
    italy: appliesTo(italy.population, person),
  });
  const minSharePercent = Math.round(tou.value.minSwissIncomeShare * 100);
  const swissIncomeShare = answers.frontalier?.swissIncomeShare ?? null;
  const meetsIncomeShare = swissIncomeShare === null ? null : swissIncomeShare >= minSharePercent;
  const neutral = {
    france: toPercent(telework.value.taxNeutralMaxShare),
    italy: toPercent(italy.value.teleworkTaxNeutralMaxShare),
  };
  const socialMaxPercent = toPercent(social.value.swissMaxShare);
  const teleworkShare = answers.frontalier?.teleworkShare ?? null;
  const request = touRequest(today, tou.value.requestDeadlineNextYear);
  const residence = person.residenceCountry;

  return {
    workCanton: person.canton,
    residenceCountry: residence,
    residenceBasis: person.residenceBasis,
    regime,
    unknownBecause,
    agreement1983Cantons: [...agreement.value],
    italyAgreementCantons: [...italy.value.cantons],
    swissIncomeShare,
    minSwissIncomeSharePercent: minSharePercent,
    meetsIncomeShare,
    touRequestDeadline: request.deadline,
    touRequestYear: request.year,
    threeADeductibility: deductibility(regime, meetsIncomeShare),
    telework: {
      share: teleworkShare,
      taxNeutralMaxPercent: residence === "FR" ? neutral.france : residence === "IT" ? neutral.italy : null,
      franceTaxNeutralMaxPercent: neutral.france,
      italyTaxNeutralMaxPercent: neutral.italy,
      swissSocialSecurityMaxPercent: socialMaxPercent,
      outcome: teleworkOutcome(teleworkShare, residence, regime, neutral),
      socialSecurityToCheck: teleworkShare !== null && teleworkShare > socialMaxPercent,
    },
    health: residence === "FR" ? "france-option" : residence === "IT" ? "italy-ssn" : "depends",
    healthOption: { choiceWithinMonths: health.value.choiceWithinMonths, cmuRate: health.value.cmuRate },
    italy: {
      appliedFrom: italy.value.appliedFrom,
      newFrontalierFrom: italy.value.newFrontalierFrom,
      swissShareOfSourceTax: italy.value.swissShareOfSourceTax,
      oldUntil: italy.value.oldFrontaliersSwissOnlyUntil,
    },
    citations: {
      tou: citation(tou),
      agreement1983: citation(agreement),
      telework: citation(telework),
      socialSecurity: citation(social),
      healthOption: citation(health),
      italy: citation(italy),
    },
  };
}

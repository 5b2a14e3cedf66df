import { type Citation, citation, figure } from "../finance/figures";
import { appliesTo, type ResidenceCountry } from "../finance/population";
import type { RefineAnswers, SwissCanton } from "./answers";
import { type CivilDate, toIsoDate } from "./civil-date";
import type { PersonFacts } from "./person";

/**
 * How the income of a frontalier is taxed, each regime for its population (FINANCE-FIGURES.md):
 * - "self-employed": never taxed at source; taxed through economic attachment (LIFD art. 5);
 * - "germany": living in Germany (DBA art. 15a): taxed in Germany, Swiss source tax at most 4.5 %;
 * - "germany-non-return": living in Germany, more than 60 non-return days: ordinary Swiss source tax, Germany exempts;
 * - "austria": living in Austria: ordinary Swiss source tax on Swiss workdays, no frontalier status;
 * - "geneva-source": working in Geneva, taxed at source; 3a deductible only through a TOU requested at ≥ 90 %;
 * - "agreement-1983": living in France, working in BE, SO, BS, BL, VD, VS, NE or JU; taxed in France;
 * - "italy-agreement": living in Italy within 20 km of the border, working in TI, GR or VS (agreement of 2020);
 * - "italy-zone-unknown": living in Italy, working in TI, GR or VS, the 20 km not told: it depends on them;
 * - "italy-treaty": living in Italy, outside the agreement: Italy taxes the whole salary and credits the Swiss tax;
 * - "other-source": living in France, working in another canton; taxed at source there;
 * - "other-country": living in another country, outside Geneva; the treaty with that country decides;
 * - "unknown": the canton of work, or the country of residence where it decides, is not known.
 */
export type FrontalierRegime =
  | "self-employed"
  | "germany"
  | "germany-non-return"
  | "austria"
  | "geneva-source"
  | "agreement-1983"
  | "italy-agreement"
  | "italy-zone-unknown"
  | "italy-treaty"
  | "other-source"
  | "other-country"
  | "unknown";

/**
 * Whether a 3a contribution lowers Swiss taxes: yes, only on conditions (a TOU), no, or unknown (it depends on
 * something the answers do not tell, or the rule is not verified).
 */
export type ThreeADeductibility = "yes" | "conditional" | "no" | "unknown";

/**
 * "unchanged": telework does not change which country taxes; "partly-taxable-abroad": above the tax-neutral share,
 * the telework days may become taxable in the country of residence; "status-lost": 1983 agreement above 40 %;
 * "taxed-abroad": the telework days are taxed in the country of residence from the first day (Austria, Italy outside
 * the agreement); "depends": it depends on something not known; "unknown": no share given.
 */
export type TeleworkOutcome =
  | "unchanged"
  | "partly-taxable-abroad"
  | "status-lost"
  | "taxed-abroad"
  | "depends"
  | "unknown";

/** Swiss social security: stays Swiss, only with an A1, to check above 49.9 %, or depends on the country. */
export type SocialSecurityOutcome = "swiss" | "swiss-with-a1" | "to-check" | "depends";

/**
 * "france-option": LAMal or CMU; "lamal-default": LAMal unless exempted on request (Italy, Germany, Austria);
 * "depends": the country of residence is not known, or another country.
 */
export type FrontalierHealth = "france-option" | "lamal-default" | "depends";

export interface FrontalierAnalysis {
  workCanton: SwissCanton | null;
  residenceCountry: ResidenceCountry | null;
  regime: FrontalierRegime;
  /** Living in Germany: the non-return days told; null when not given. */
  nonReturnDays: number | null;
  /** Living in Italy: within or beyond 20 km of the border, as told; null when not given. */
  borderZone: PersonFacts["borderZone"];
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
    /** The tax-neutral share of the person's rule (40 France, 25 Italy's agreement); null when none or not known. */
    taxNeutralMaxPercent: number | null;
    franceTaxNeutralMaxPercent: number;
    italyTaxNeutralMaxPercent: number;
    a1FromPercent: number;
    swissSocialSecurityMaxPercent: number;
    outcome: TeleworkOutcome;
    /** Whether the framework agreement's rule is known to apply (employees living in France, Italy, Germany). */
    socialSecurityRuleApplies: boolean;
    /** Null when no share was given. */
    socialSecurity: SocialSecurityOutcome | null;
  };
  health: FrontalierHealth;
  healthOption: { choiceWithinMonths: number; cmuRate: number };
  /** Italy, Germany, Austria: the exemption from the LAMal is asked within this many months, and is irrevocable. */
  exemptionWithinMonths: number;
  italy: {
    borderZoneKm: number;
    appliedFrom: number;
    newFrontalierFrom: string;
    oldFrontalierFrom: string;
    swissShareOfSourceTax: number;
    communesCompensationUntil: number;
  };
  germany: { maxSwissSourceTaxRate: number; maxNonReturnDays: number };
  austria: { repealedFrontalierRate: number; repealedOn: string };
  citations: {
    tou: Citation;
    agreement1983: Citation;
    telework: Citation;
    socialSecurity: Citation;
    healthOption: Citation;
    healthExemption: Citation;
    italy: Citation;
    italyTelework: Citation;
    italyTreaty: Citation;
    germany: Citation;
    austria: Citation;
    selfEmployed: Citation;
  };
}

type Applies = ReturnType<typeof appliesTo>;

interface RegimeRules {
  selfEmployed: Applies;
  germany: Applies;
  austria: Applies;
  geneva: Applies;
  agreement1983: Applies;
  italy: Applies;
  maxNonReturnDays: number;
}

export function regimeOf(
  person: PersonFacts,
  rules: RegimeRules,
): Pick<FrontalierAnalysis, "regime" | "unknownBecause"> {
  const known = (regime: FrontalierRegime) => ({ regime, unknownBecause: null });
  if (rules.selfEmployed === "yes") return known("self-employed");
  if (rules.germany === "yes") {
    const over = person.nonReturnDays !== null && person.nonReturnDays > rules.maxNonReturnDays;
    return known(over ? "germany-non-return" : "germany");
  }
  if (rules.austria === "yes") return known("austria");
  if (person.canton === null) return { regime: "unknown", unknownBecause: "canton" };
  if (rules.geneva === "yes") return known("geneva-source");
  if (rules.agreement1983 === "yes") return known("agreement-1983");
  if (rules.italy === "yes") {
    if (person.borderZone === null) return known("italy-zone-unknown");
    return known(person.borderZone === "within" ? "italy-agreement" : "italy-treaty");
  }
  switch (person.residenceCountry) {
    case null:
      return { regime: "unknown", unknownBecause: "residence" };
    case "IT":
      return known("italy-treaty");
    case "FR":
      return known("other-source");
    default:
      return known("other-country");
  }
}

function deductibility(regime: FrontalierRegime, meetsIncomeShare: boolean | null): ThreeADeductibility {
  switch (regime) {
    case "agreement-1983":
    // Italy taxes the whole salary and credits the Swiss tax: a Swiss deduction is largely taken back.
    case "italy-treaty":
      return "no";
    case "geneva-source":
    case "other-source":
      // Below 90 % no TOU is possible: the source tax is final.
      return meetsIncomeShare === false ? "no" : "conditional";
    default:
      // Germany (not verified), Austria, Italy's agreement, other countries, the self-employed: to check.
      return "unknown";
  }
}

/** The tax-neutral telework share of the person's rule, in percent; null when there is none or it is not known. */
function neutralShareOf(
  regime: FrontalierRegime,
  residence: ResidenceCountry | null,
  neutral: { france: number; italy: number },
): number | null {
  if (regime === "self-employed") return null;
  if (residence === "FR") return neutral.france;
  if (regime === "italy-agreement") return neutral.italy;
  return null;
}

/** Italian residents outside the 2020 agreement (Zurich, Geneva…): the CH–IT treaty, art. 15. */
export const italyOutsideAgreement = (regime: FrontalierRegime, residence: ResidenceCountry | null) =>
  residence === "IT" && regime !== "italy-agreement" && regime !== "italy-zone-unknown" && regime !== "self-employed";

export function teleworkOutcome(
  share: number | null,
  regime: FrontalierRegime,
  residence: ResidenceCountry | null,
  neutral: number | null,
): TeleworkOutcome {
  if (share === null) return "unknown";
  if (share === 0) return "unchanged";
  // A German Grenzgänger stays taxed in Germany; telework days are not non-return days.
  if (regime === "germany") return "unchanged";
  // Austria, Germany beyond 60 days, and Italian residents outside the agreement: the telework days are taxed at
  // home from the first day.
  if (regime === "austria" || regime === "germany-non-return" || italyOutsideAgreement(regime, residence)) {
    return "taxed-abroad";
  }
  if (neutral === null) return "depends";
  if (share <= neutral) return "unchanged";
  return regime === "agreement-1983" ? "status-lost" : "partly-taxable-abroad";
}

function socialSecurityOf(
  share: number | null,
  applies: boolean,
  limits: { a1From: number; swissMax: number },
): SocialSecurityOutcome | null {
  if (share === null) return null;
  if (!applies) return "depends";
  if (share < limits.a1From) return "swiss";
  return share <= limits.swissMax ? "swiss-with-a1" : "to-check";
}

function healthOf(residence: ResidenceCountry | null): FrontalierHealth {
  if (residence === "FR") return "france-option";
  return residence === "IT" || residence === "DE" || residence === "AT" ? "lamal-default" : "depends";
}

/** From 1 January to 31 March, the request still open is last year's; from 1 April, this year's. */
export function touRequest(today: CivilDate, deadline: { month: number; day: number }) {
  const beforeDeadline = today.month < deadline.month || (today.month === deadline.month && today.day <= deadline.day);
  const deadlineYear = beforeDeadline ? today.year : today.year + 1;
  return { year: deadlineYear - 1, deadline: toIsoDate({ year: deadlineYear, ...deadline }) };
}

const toPercent = (share: number) => Math.round(share * 1000) / 10;

function rulesFor(year: number) {
  return {
    tou: figure("genevaTou", year),
    agreement: figure("agreement1983Cantons", year),
    telework: figure("telework", year),
    social: figure("teleworkSocialSecurity", year),
    health: figure("frontalierHealthOption", year),
    exemption: figure("healthExemption", year),
    italy: figure("italyAgreement", year),
    italyTelework: figure("italyTelework", year),
    italyTreaty: figure("italyTreaty", year),
    germany: figure("germanyCrossBorder", year),
    austria: figure("austriaWorker", year),
    selfEmployed: figure("selfEmployedFrontalier", year),
  };
}

export function analyseFrontalier(person: PersonFacts, answers: RefineAnswers, today: CivilDate): FrontalierAnalysis {
  const r = rulesFor(today.year);
  const { regime, unknownBecause } = regimeOf(person, {
    selfEmployed: appliesTo(r.selfEmployed.population, person),
    germany: appliesTo(r.germany.population, person),
    austria: appliesTo(r.austria.population, person),
    geneva: appliesTo(r.tou.population, person),
    agreement1983: appliesTo(r.agreement.population, person),
    italy: appliesTo(r.italy.population, person),
    maxNonReturnDays: r.germany.value.maxNonReturnDays,
  });
  const minSharePercent = Math.round(r.tou.value.minSwissIncomeShare * 100);
  const swissIncomeShare = answers.frontalier?.swissIncomeShare ?? null;
  const meetsIncomeShare = swissIncomeShare === null ? null : swissIncomeShare >= minSharePercent;
  const neutral = {
    france: toPercent(r.telework.value.taxNeutralMaxShare),
    italy: toPercent(r.italyTelework.value.taxNeutralMaxShare),
  };
  const residence = person.residenceCountry;
  const neutralShare = neutralShareOf(regime, residence, neutral);
  const a1FromPercent = toPercent(r.social.value.a1FromShare);
  const socialMaxPercent = toPercent(r.social.value.swissMaxShare);
  const teleworkShare = answers.frontalier?.teleworkShare ?? null;
  const request = touRequest(today, r.tou.value.requestDeadlineNextYear);
  const italy = r.italy.value;
  const socialApplies = appliesTo(r.social.population, person) === "yes";

  return {
    workCanton: person.canton,
    residenceCountry: residence,
    regime,
    nonReturnDays: person.nonReturnDays,
    borderZone: person.borderZone,
    unknownBecause,
    agreement1983Cantons: [...r.agreement.value],
    italyAgreementCantons: [...italy.cantons],
    swissIncomeShare,
    minSwissIncomeSharePercent: minSharePercent,
    meetsIncomeShare,
    touRequestDeadline: request.deadline,
    touRequestYear: request.year,
    threeADeductibility: deductibility(regime, meetsIncomeShare),
    telework: {
      share: teleworkShare,
      taxNeutralMaxPercent: neutralShare,
      franceTaxNeutralMaxPercent: neutral.france,
      italyTaxNeutralMaxPercent: neutral.italy,
      a1FromPercent,
      swissSocialSecurityMaxPercent: socialMaxPercent,
      outcome: teleworkOutcome(teleworkShare, regime, residence, neutralShare),
      socialSecurityRuleApplies: socialApplies,
      socialSecurity: socialSecurityOf(teleworkShare, socialApplies, {
        a1From: a1FromPercent,
        swissMax: socialMaxPercent,
      }),
    },
    health: healthOf(residence),
    healthOption: { choiceWithinMonths: r.health.value.choiceWithinMonths, cmuRate: r.health.value.cmuRate },
    exemptionWithinMonths: r.exemption.value.requestWithinMonths,
    italy: {
      borderZoneKm: italy.borderZoneKm,
      appliedFrom: italy.appliedFrom,
      newFrontalierFrom: italy.newFrontalierFrom,
      oldFrontalierFrom: italy.oldFrontalierFrom,
      swissShareOfSourceTax: italy.swissShareOfSourceTax,
      communesCompensationUntil: italy.communesCompensationUntil,
    },
    germany: { ...r.germany.value },
    austria: { ...r.austria.value },
    citations: {
      tou: citation(r.tou),
      agreement1983: citation(r.agreement),
      telework: citation(r.telework),
      socialSecurity: citation(r.social),
      healthOption: citation(r.health),
      healthExemption: citation(r.exemption),
      italy: citation(r.italy),
      italyTelework: citation(r.italyTelework),
      italyTreaty: citation(r.italyTreaty),
      germany: citation(r.germany),
      austria: citation(r.austria),
      selfEmployed: citation(r.selfEmployed),
    },
  };
}

import { FREE_OFFER } from "@shared/content/swisshack/landing";
import { PREMIUM } from "@shared/content/swisshack/premium";
import { figure } from "@shared/finance/figures";
import { type CivilDate, lastWorkingDayOfMonth, parseIsoDate } from "@shared/pre-analysis/civil-date";

const year = (today: Date) => today.getFullYear();
/** "CHF 490" → 490: the offer's amounts as the landing page states them. */
const chfOf = (amount: string) => Number(amount.replace(/\D/g, ""));

/**
 * The figures behind each SwissHack intent, from `src/shared/finance/figures.ts` and the offer's content, computed once
 * for every language: French, German and Italian only word them (`swisshack-intents.ts`, `.de.ts`, `.it.ts`). The order
 * is the intents' order, the most specific first.
 */
export const SWISSHACK_FACTS = {
  // A self-employed person is never taxed at source, whatever the country they live in: before any frontalier's rule.
  "self-employed-source": (today: Date) => ({ ...figure("selfEmployedFrontalier", year(today)).value }),
  // A frontalier who says they live in Germany or Austria never gets a French (or Italian) rule: these come first.
  // Who the free audit is for: the landing's lead says it.
  audience: () => ({}),
  germany: (today: Date) => ({
    ...figure("germanyCrossBorder", year(today)).value,
    exemptionMonths: figure("healthExemption", year(today)).value.requestWithinMonths,
  }),
  austria: (today: Date) => ({
    ...figure("austriaWorker", year(today)).value,
    repealedOn: parseIsoDate(figure("austriaWorker", year(today)).value.repealedOn),
    exemptionMonths: figure("healthExemption", year(today)).value.requestWithinMonths,
  }),
  // The Premium's promises and where data is hosted are quoted from the pages themselves (`page-sentences.ts`).
  // Residents with a B permit: taxed at source, the compulsory TOU from a gross income on.
  "b-permit": (today: Date) => {
    const { value, year: rulesOf } = figure("residentSourceTou", year(today));
    return { ...value, rulesOf };
  },
  "premium-money-back": () => ({}),
  "premium-delivery": () => ({}),
  // How to order the Premium: its price and the page's own button, quoted (`premium.ts`).
  "order-premium": () => ({}),
  hosting: () => ({}),
  "pillar3a-buy-back": (today: Date) => {
    const { value, year: rulesOf } = figure("pillar3aBuyBack", year(today));
    return { ...value, rulesOf };
  },
  "agreement-1983-pillar3a": (today: Date) => ({ cantons: figure("agreement1983Cantons", year(today)).value }),
  "lpp-limits": (today: Date) => {
    const { value, year: rulesOf } = figure("lppLimits", year(today));
    const interest = figure("lppMinimumInterest", year(today));
    const maxCoordinated = value.upperLimit - value.coordinationDeduction;
    return { ...value, rulesOf, maxCoordinated, minimumInterest: interest.value, interestYear: interest.year };
  },
  "lpp-buy-back": () => ({ lockYears: 3 }),
  "pillar3a-maximum": (today: Date) => {
    const withFund = figure("pillar3aMaxWithPensionFund", year(today));
    return {
      year: withFund.year,
      withFund: withFund.value,
      without: figure("pillar3aMaxWithoutPensionFund", year(today)).value,
      touShare: figure("genevaTou", year(today)).value.minSwissIncomeShare,
      cantons: figure("agreement1983Cantons", year(today)).value,
    };
  },
  "lamal-cost-share": (today: Date) => ({ ...figure("lamalCostShare", year(today)).value, year: year(today) }),
  "lamal-deductible": (today: Date) => {
    const y = year(today);
    const options = figure("lamalOptionalDeductibles", y).value;
    const highest = Math.max(...options);
    const reduction = figure("lamalMaxPremiumReduction", y).value;
    const change = figure("lamalDeductibleChange", y).value;
    return {
      nextYear: y + 1,
      ordinary: figure("lamalOrdinaryDeductible", y).value,
      options,
      highest,
      reduction,
      maxReduction: reduction.rate * (highest - reduction.baseDeductible),
      costShare: figure("lamalCostShare", y).value,
      lowerBy: lastWorkingDayOfMonth(y, change.lowerByLastWorkingDayOfMonth),
      raiseUntil: { year: y, ...change.raiseUntil } as CivilDate,
    };
  },
  "geneva-tou": (today: Date) => {
    const { value, year: guideYear } = figure("genevaTou", year(today));
    return {
      share: value.minSwissIncomeShare,
      deadline: value.requestDeadlineNextYear,
      compulsoryFrom: figure("residentSourceTou", year(today)).value.compulsoryFromGross,
      guideYear,
    };
  },
  "telework-italy": (today: Date) => ({
    share: figure("italyTelework", year(today)).value.taxNeutralMaxShare,
    borderZoneKm: figure("italyAgreement", year(today)).value.borderZoneKm,
  }),
  telework: (today: Date) => ({
    france: figure("telework", year(today)).value.taxNeutralMaxShare,
    italy: figure("italyTelework", year(today)).value.taxNeutralMaxShare,
    a1From: figure("teleworkSocialSecurity", year(today)).value.a1FromShare,
    socialSecurity: figure("teleworkSocialSecurity", year(today)).value.swissMaxShare,
  }),
  "italy-tax": (today: Date) => {
    const value = figure("italyAgreement", year(today)).value;
    return {
      ...value,
      newFrom: parseIsoDate(value.newFrontalierFrom),
      oldFrom: parseIsoDate(value.oldFrontalierFrom),
      teleworkTaxNeutralMaxShare: figure("italyTelework", year(today)).value.taxNeutralMaxShare,
    };
  },
  "lamal-or-cmu": (today: Date) => ({
    ...figure("frontalierHealthOption", year(today)).value,
    exemptionMonths: figure("healthExemption", year(today)).value.requestWithinMonths,
  }),
  "lamal-compulsory": (today: Date) => ({ ...figure("lamalCompulsory", year(today)).value }),
  "agreement-1983": (today: Date) => ({
    cantons: figure("agreement1983Cantons", year(today)).value,
    telework: figure("telework", year(today)).value.taxNeutralMaxShare,
  }),
  // A frontalier who names no residence country: what the answer depends on, never another country's rule.
  "frontalier-tax": (today: Date) => ({ cantons: figure("agreement1983Cantons", year(today)).value }),
  prices: () => ({ free: chfOf(FREE_OFFER.price), value: chfOf(FREE_OFFER.value), premium: PREMIUM.priceChf }),
  "how-it-works": () => ({ minutes: 5, hours: 48 }),
  savings: () => ({ low: 2000, high: 6000 }),
  privacy: () => ({ months: 12 }),
  // How many read the newsletter: the newsletter section's sentence as the page shows it for the owner's settings.
  subscribers: () => ({}),
  // Every newsletter email carries its unsubscribe link (`src/server/newsletter/unsubscribe-link.ts`).
  unsubscribe: () => ({}),
  newsletter: () => ({}),
  contact: () => ({}),
};

export type SwissHackIntentId = keyof typeof SWISSHACK_FACTS;
export const SWISSHACK_INTENT_ORDER = Object.keys(SWISSHACK_FACTS) as SwissHackIntentId[];

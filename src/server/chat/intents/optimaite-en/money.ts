import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { OPTIMAITE_LEGAL_NOTICE } from "@shared/content/optimaite/legal-notice";
import { formatWholeNumber } from "@shared/i18n/format";
import { formatUsd } from "@shared/number-format";
import { roiDisclaimer } from "../legal-page-sentences";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import { stillWorthIt } from "../page-sentences";
import { CALCULATOR, CONTACT, DEMO, inputsOf } from "./shared";

/** OptimAIte's questions in English about the price, the calculator and its estimate, the contract. */
export const MONEY_INTENTS = {
  "roi-estimate": {
    // "Are the calculator's numbers guaranteed?"
    when: [/calculat|\broi\b|estimate/, /guarantee|promise|accurate|reliable|realistic|exact|precise/],
    text: () => roiDisclaimer(OPTIMAITE_LEGAL_NOTICE),
    links: [CALCULATOR, { label: "Legal notice", href: "/legal-notice" }],
  },
  roi: {
    when: [/\broi\b|return|save|saving|recover|revenue|missed call|worth it|lose|losing/],
    text: ({ inputs, result }) =>
      `${inputs.missedCallRate === 0 ? `${OPTIMAITE_LANDING.CALCULATOR.congratulations.title} ${OPTIMAITE_LANDING.CALCULATOR.congratulations.text} ` : ""}With ${inputsOf(inputs)}, the calculator shows ${formatWholeNumber(result.lostClients, "en")} clients and ${formatUsd(result.lostRevenue)} of revenue lost a month; OptimAIte recovers ${formatUsd(result.recoveredRevenue)} of it and saves ${formatUsd(result.laborSavings)}, a monthly ROI of ${formatUsd(result.monthlyROI)} (${formatUsd(result.annualROI)} a year). ${OPTIMAITE_LANDING.CALCULATOR.note} ${roiDisclaimer(OPTIMAITE_LEGAL_NOTICE)} Enter your own numbers to see yours.`,
    links: [CALCULATOR],
  },
  contract: {
    when: [
      /^(?!.*demo)/,
      /contracts?\b|commitment|lock.?in|minimum term|notice period|terminat|penalt|cancel\w*.{0,30}(subscription|plan|service|account)|(subscription|plan|service).{0,30}cancel/,
    ],
    text: (f) =>
      `Our pages don't state contract length or cancellation terms. Pricing depends on your call volume and integrations, and the free demo gives you an exact quote: ask us then, or send us a message and we'll reply within ${f.replyHours} hours.`,
    links: [CONTACT, DEMO],
  },
  pricing: {
    when: [/cost|price|pricing|how much|fee|plan|subscription|charge|expensive|afford/],
    text: ({ inputs, result }) =>
      `Pricing depends on your call volume and integrations; the free demo gives you an exact quote. For scale: with the calculator's defaults (${inputsOf(inputs)}), a practice gets back ${formatUsd(result.monthlyROI)} a month: ${formatUsd(result.recoveredRevenue)} of recovered revenue plus ${formatUsd(result.laborSavings)} of receptionist savings, or ${formatUsd(result.annualROI)} a year.`,
    links: [DEMO, CALCULATOR],
  },
  "few-missed-calls": {
    when: [
      // Not the calculator given a zero: its answer, with its congratulations.
      /^(?!.*(calculat|\bzero\b|\b0 ?%))/,
      /\b(hardly|rarely|almost never|never|seldom) miss|\bmiss (almost |hardly |very )?(no|few|hardly any)\b|\b(answer|pick up|take)s? (almost|nearly|practically) (all|every)\b/,
    ],
    text: () => `${stillWorthIt(OPTIMAITE_LANDING)} The ROI calculator shows it with your own numbers.`,
    links: [CALCULATOR, DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;

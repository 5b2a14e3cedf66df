import { INTEGRATIONS } from "../../../shared/content/optimaite/integrations";
import { formatUsd } from "../../../shared/number-format";
import { calculateRoi, ROI_DEFAULTS } from "../../../shared/roi";
import type { ChatLink, Intent } from "./intent";

const DEMO: ChatLink = { label: "Book a free demo", href: "/optimaite?demo=open" };
const CALCULATOR: ChatLink = { label: "Open the ROI calculator", href: "/optimaite#roi-calculator" };
const INTEGRATIONS_LINK: ChatLink = { label: "See all integrations", href: "/integrations" };
const FAQ: ChatLink = { label: "Read the FAQ", href: "/faq" };
const SERVICES: ChatLink = { label: "See what it does", href: "/details" };

const integrationNames = () => {
  const names = INTEGRATIONS.map((integration) => integration.name);
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
};

/** The calculator's defaults and what they give, so the chat quotes the same figures as the page. */
function defaultRoi() {
  const d = ROI_DEFAULTS;
  const result = calculateRoi(d);
  return {
    inputs: `${d.callsPerDay} calls a day, ${d.missedCallRate} % missed, ${d.lostLeadRate} % of missed callers lost, ${formatUsd(d.revenuePerClient)} per client and a ${formatUsd(d.receptionistCost)} monthly receptionist cost`,
    result,
  };
}

/** OptimAIte's questions, answered in English from the ROI defaults and the site's content. */
export const OPTIMAITE_INTENTS: readonly Intent[] = [
  {
    id: "hipaa",
    when: [/hipaa|\bbaa\b|business associate|pipeda|gdpr|complian|secur|encrypt|privacy|patient data/],
    answer: () => ({
      text: "OptimAIte is built for HIPAA and PIPEDA: calls and patient data are encrypted in transit and at rest, every access is logged, and we sign a Business Associate Agreement (BAA) with US practices.",
      links: [FAQ],
    }),
  },
  {
    id: "roi",
    when: [/\broi\b|return|save|saving|recover|revenue|missed call|worth it|lose|losing/],
    answer: () => {
      const { inputs, result } = defaultRoi();
      return {
        text: `With ${inputs}, the calculator shows ${formatUsd(result.lostRevenue)} of revenue lost a month; OptimAIte recovers ${formatUsd(result.recoveredRevenue)} of it and saves ${formatUsd(result.laborSavings)}, a monthly ROI of ${formatUsd(result.monthlyROI)} (${formatUsd(result.annualROI)} a year). Enter your own numbers to see yours.`,
        links: [CALCULATOR],
      };
    },
  },
  {
    id: "pricing",
    when: [/cost|price|pricing|how much|fee|plan|subscription|charge|expensive|afford/],
    answer: () => {
      const { inputs, result } = defaultRoi();
      return {
        text: `Pricing depends on your call volume and integrations; the free demo gives you an exact quote. For scale: with the calculator's defaults (${inputs}), a practice gets back ${formatUsd(result.monthlyROI)} a month: ${formatUsd(result.recoveredRevenue)} of recovered revenue plus ${formatUsd(result.laborSavings)} of receptionist savings, or ${formatUsd(result.annualROI)} a year.`,
        links: [DEMO, CALCULATOR],
      };
    },
  },
  {
    id: "setup-time",
    when: [/how long|set ?up|setup|implement|onboard|go live|launch|get started|install/],
    answer: () => ({
      text: "Most practices are fully set up within 1-2 weeks, and the core launch takes 3 days: day 1 onboard and connect, day 2 train and test, day 3 go live. You fill in a 10-minute questionnaire and join a 15-minute test call.",
      links: [DEMO],
    }),
  },
  {
    id: "integrations",
    when: [
      /integrat|connect|platform|software|ehr|emr|booking system|calendar|fresha|vagaro|square|jane|mindbody|calendly|sync/,
    ],
    answer: () => ({
      text: `OptimAIte books straight into ${integrationNames()}. For any other EHR or booking system, our team builds a custom integration through its API and webhooks, and maintains it.`,
      links: [INTEGRATIONS_LINK],
    }),
  },
  {
    id: "urgent-calls",
    when: [/urgent|emergenc|complex|complain|transfer|human|escalat/],
    answer: () => ({
      text: "You set the rules: urgent medical questions, complaints or VIP patients are transferred to your team at once, with a summary sent by SMS or email.",
      links: [SERVICES],
    }),
  },
  {
    id: "what-it-does",
    when: [/what (does|is|can)|how does it work|features?|after.?hours|24\/7|remind|sms|voice|sound like/],
    answer: () => ({
      text: "OptimAIte answers every call 24/7 in your practice's name, books appointments into your calendar, sends SMS confirmations and reminders, and hands urgent calls to your team, so no missed call becomes a lost client.",
      links: [SERVICES, DEMO],
    }),
  },
  {
    id: "demo",
    when: [/demo|trial|try it|see it|talk to|contact|speak (to|with)/],
    answer: () => ({
      text: "Book a free demo: we show OptimAIte answering calls for a practice like yours, bring your ROI estimate and give you a quote. We reply within 24 hours.",
      links: [DEMO],
    }),
  },
];

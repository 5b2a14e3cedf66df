import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { formatUsd } from "@shared/number-format";
import type { RoiInputs } from "@shared/roi";
import type { ChatLink } from "../intent";
import { featureCard, heroSentence } from "../page-sentences";

// What the intents of OptimAIte in English share: their links, the words several of them read, the amounts' wording.
export const DEMO: ChatLink = { label: "Book a free demo", href: "/optimaite?demo=open" };
export const CALCULATOR: ChatLink = { label: "Open the ROI calculator", href: "/optimaite#roi-calculator" };
export const INTEGRATIONS_LINK: ChatLink = { label: "See all integrations", href: "/integrations" };
export const FAQ: ChatLink = { label: "Read the FAQ", href: "/faq" };
export const SERVICES: ChatLink = { label: "See what it does", href: "/details" };
export const PRIVACY: ChatLink = { label: "Privacy policy", href: "/privacy" };
export const CONTACT: ChatLink = { label: "Contact us", href: "/optimaite?contact=open" };

/** The calculator's defaults, so the chat quotes the same figures as the page. */
export const inputsOf = (d: RoiInputs) =>
  `${d.callsPerDay} calls a day, ${d.missedCallRate} % missed, ${d.lostLeadRate} % of missed callers lost, ${formatUsd(d.revenuePerClient)} per client and a ${formatUsd(d.receptionistCost)} monthly receptionist cost`;

/** OptimAIte's questions in English, worded from the facts of `optimaite-facts.ts` (ROI defaults, integrations). */
/** What OptimAIte is, as the home page says it: its hero and its 24/7 answering card. */
export const whatItIs = () =>
  `${heroSentence(OPTIMAITE_LANDING)} ${featureCard(OPTIMAITE_LANDING, "24/7 call answering", ": ")}`;

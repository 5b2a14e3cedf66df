import type { LegalSection } from "@shared/content/legal-section";
import type { PREMIUM } from "@shared/content/swisshack/premium";
import type { Translation } from "@shared/i18n/translation";
import type { OptimaiteEmailWording } from "../../leads/wording/types";

/**
 * The pages' own sentences the assistant quotes, so that a promise changed on a page changes in the chat too: the
 * chat never restates a page's figure.
 */

// A translation keeps its lists' lengths and order (`Translation`), so a guarantee has the same place in every language.
const GUARANTEE = { moneyBack: 0, delivery: 1 } as const;

/** One of the Premium page's guarantees, as the page in that language writes it. */
export function premiumGuarantee(page: Translation<typeof PREMIUM>, which: keyof typeof GUARANTEE) {
  const guarantee = page.guarantees[GUARANTEE[which]];
  if (!guarantee) throw new Error(`the Premium page has no guarantee "${which}"`);
  return guarantee;
}

/** The privacy page's paragraph on where data is hosted ("Les données sont hébergées en Suisse. …"). */
export function hostingParagraph(page: { sections: readonly LegalSection[] }): string {
  const section = page.sections.find((candidate) => /^(Hébergement|Hosting)\b/.test(candidate.title));
  const paragraph = section?.paragraphs[0];
  if (!paragraph) throw new Error("the privacy page has no hosting section");
  return paragraph;
}

/** The words before the private link in the demo's emails ("To reschedule or cancel"), without the link. */
export const manageLinkLabel = (wording: OptimaiteEmailWording) => wording.meeting.manage("").replace(/\s*:\s*$/, "");

/** The landing page's trust card naming the specialties that use OptimAIte ("Plastic surgery, LASIK, dental…"). */
export function specialtiesSentence(landing: { TRUST_CARDS: readonly { title: string; text: string }[] }): string {
  const card = landing.TRUST_CARDS[0];
  if (!card) throw new Error("the landing page has no trust card");
  return `${card.title}. ${card.text}`;
}

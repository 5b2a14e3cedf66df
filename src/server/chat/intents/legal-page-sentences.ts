import type { LegalSection } from "@shared/content/legal-section";
import { OPTIMAITE_LEGAL_NOTICE } from "@shared/content/optimaite/legal-notice";
import { OPTIMAITE_PRIVACY } from "@shared/content/optimaite/privacy";
import { withOperatorValues } from "../knowledge/operator-details";

/**
 * The legal pages' own paragraphs the assistant quotes (privacy policy, legal notice), in the page's language, with
 * the operator's details in force filled in as the page fills them.
 */

type LegalPage = { sections: readonly LegalSection[] };

/**
 * The paragraph of `page` at the place where the English page has the one `isIt` picks: a translation keeps its
 * sections' and paragraphs' order.
 */
function paragraphLike(english: LegalPage, isIt: (paragraph: string) => boolean, page: LegalPage): string {
  for (const [s, section] of english.sections.entries()) {
    const p = section.paragraphs.findIndex(isIt);
    const paragraph = p >= 0 ? page.sections[s]?.paragraphs[p] : undefined;
    if (paragraph) return paragraph;
  }
  throw new Error("the page lacks the paragraph the chat quotes");
}

/** The legal notice's word on the calculator's figures: estimates, not a promise of results. */
export const roiDisclaimer = (page: LegalPage) =>
  paragraphLike(OPTIMAITE_LEGAL_NOTICE, (paragraph) => paragraph.startsWith("ROI figures are estimates"), page);

/** The legal notice's paragraph on copying the site's texts and visuals: written permission first. */
export const copyrightParagraph = (page: LegalPage) =>
  paragraphLike(
    OPTIMAITE_LEGAL_NOTICE,
    (paragraph) => paragraph.startsWith("The texts, graphics, logos and code"),
    page,
  );

/** The privacy page's paragraph on how long a cookie choice is kept, and where to change it. */
export const cookieChoiceParagraph = (page: LegalPage) =>
  paragraphLike(OPTIMAITE_PRIVACY, (paragraph) => paragraph.startsWith("Your choice is kept for"), page);

/** The privacy page's paragraph on what the demo and contact forms ask for (name, email, company…). */
export const leadFormsParagraph = (page: LegalPage) =>
  paragraphLike(OPTIMAITE_PRIVACY, (paragraph) => paragraph.startsWith("Demo booking and contact forms:"), page);

/** The privacy page's paragraph on what the calculator keeps: the estimate is brought to the demo. */
export const calculatorDataParagraph = (page: LegalPage) =>
  paragraphLike(OPTIMAITE_PRIVACY, (paragraph) => paragraph.startsWith("ROI calculator:"), page);

/** The privacy page's paragraph on where data is hosted ("Les données sont hébergées en Suisse. …"). */
export function hostingParagraph(page: { sections: readonly LegalSection[] }): string {
  const section = page.sections.find((candidate) => /^(Hébergement|Hosting)\b/.test(candidate.title));
  const paragraph = section?.paragraphs[0];
  if (!paragraph) throw new Error("the privacy page has no hosting section");
  return paragraph;
}

/** The privacy page's retention section, as the page states it: how long requests, visits and questions are kept. */
export function retentionParagraphs(page: { sections: readonly LegalSection[] }): string {
  const section = page.sections.find((candidate) => /^(Conservation|Retention)\b/.test(candidate.title));
  if (!section || section.paragraphs.length === 0) throw new Error("the privacy page has no retention section");
  return section.paragraphs.join(" ");
}

/**
 * The privacy page's rights, as the page states them: what a visitor may ask (access, correct, export, delete), where
 * to write (the operator's address in force; while unset, the page leaves it out and the chat says `withoutEmail`: the
 * contact form, which reaches the same team) and where else to turn.
 */
export function rightsParagraphs(page: { sections: readonly LegalSection[] }, withoutEmail = ""): string {
  const section = page.sections.find((candidate) => /^(Vos droits|Your rights)\b/.test(candidate.title));
  const paragraphs =
    section?.paragraphs.flatMap((paragraph) => withOperatorValues(paragraph) ?? (withoutEmail || [])) ?? [];
  if (paragraphs.length === 0) throw new Error("the privacy page has no rights section");
  return paragraphs.join(" ");
}

/**
 * The legal notice's publisher and contact lines with the operator's values in force ("OptimAIte inc., 1000 rue
 * Sherbrooke. Courriel : …"), or "" while none is set: the company, its address, its email and phone.
 */
export function publisherLines(page: { sections: readonly LegalSection[] }): string {
  const lines = page.sections
    .flatMap((section) => section.paragraphs)
    .filter((paragraph) => /\{(company|address|email|phone)\}/.test(paragraph))
    .flatMap((paragraph) => withOperatorValues(paragraph) ?? []);
  return lines.length === 0 ? "" : `${lines.join(". ")}.`;
}

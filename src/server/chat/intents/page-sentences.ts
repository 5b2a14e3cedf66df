import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { CUSTOM_INTEGRATION } from "@shared/content/optimaite/integrations";
import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { BEYOND_BASICS, WHY_CHOOSE_US } from "@shared/content/optimaite/services";
import type { PREMIUM } from "@shared/content/swisshack/premium";
import { formatWholeNumber } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import type { Translation } from "@shared/i18n/translation";
import type { OptimaiteEmailWording } from "../../leads/wording/types";
import { shownFiguresNow, withShownFigures } from "../knowledge/shown-figures";
import { normalize } from "../retrieval";

/**
 * The pages' own sentences the assistant quotes, so that a promise changed on a page changes in the chat too: the
 * chat never restates a page's figure, and quotes a figure the owner keeps true as the page shows it now.
 */

// A translation keeps its lists' lengths and order (`Translation`), so a guarantee has the same place in every language.
const GUARANTEE = { moneyBack: 0, delivery: 1 } as const;

/** One of the Premium page's guarantees, as the page in that language writes it. */
export function premiumGuarantee(page: Translation<typeof PREMIUM>, which: keyof typeof GUARANTEE) {
  const guarantee = page.guarantees[GUARANTEE[which]];
  if (!guarantee) throw new Error(`the Premium page has no guarantee "${which}"`);
  return guarantee;
}

/** The words before the private link in the demo's emails ("To reschedule or cancel"), without the link. */
export const manageLinkLabel = (wording: OptimaiteEmailWording) => wording.meeting.manage("").replace(/\s*:\s*$/, "");

/**
 * The landing page's trust card naming the specialties that use OptimAIte ("Plastic surgery, LASIK, dental…"), its
 * title with the practices as the page shows them for the owner's settings ("Trusted by 650+ practices", decision
 * 0046), the number written as the page's language writes it.
 */
export function specialtiesSentence(
  landing: { TRUST_CARDS: readonly { title: string; text: string }[] },
  locale: Locale,
): string {
  const card = withShownFigures(landing, shownFiguresNow("optimaite"), locale).TRUST_CARDS[0];
  if (!card) throw new Error("the landing page has no trust card");
  return `${card.title}. ${card.text}`;
}

/** The home page's counters as it shows them ("25 000+ appels traités chaque mois. 10 000+ rendez-vous pris. …"). */
export function countersSentence(
  landing: { COUNTERS: readonly { value: number; suffix: string; label: string }[] },
  locale: Locale,
): string {
  return `${landing.COUNTERS.map((counter) => `${formatWholeNumber(counter.value, locale)}${counter.suffix} ${counter.label}`).join(". ")}.`;
}

/**
 * The landing's newsletter section, its title and its sentence as the page shows them for the owner's subscribers
 * figure (decision 0046): "Rejoignez 5 300+ abonnés. …", or the sentence without a number.
 */
export function newsletterSentence(
  landing: { NEWSLETTER: { title: string; text: string; textWithCount: string; textWithoutCount: string } },
  locale: Locale,
): string {
  const { NEWSLETTER } = withShownFigures(landing, shownFiguresNow("swisshack"), locale);
  return `${NEWSLETTER.title}. ${NEWSLETTER.text}`;
}

type Card = { title: string; text: string };

/** A page's card at the place its English page shows `englishTitle`, as "title: text" (a translation keeps the order). */
function cardAt(cards: readonly Card[], englishCards: readonly Card[], englishTitle: string, colon: string): string {
  const card = cards[englishCards.findIndex((english) => english.title === englishTitle)];
  if (!card) throw new Error(`the page no longer shows "${englishTitle}"`);
  return `${card.title}${colon}${card.text}`;
}

/** The landing page's feature card at the place the English page shows `englishTitle` ("Analytics"), as "title: text". */
export const featureCard = (landing: { FEATURES: readonly Card[] }, englishTitle: string, colon: string) =>
  cardAt(landing.FEATURES, OPTIMAITE_LANDING.FEATURES, englishTitle, colon);

/**
 * How a visitor names a testimonial's author, from the page: the name's last word and the role's first ("Mitchell",
 * "chirurgienne"), lower case and without accents, as a pattern's alternatives.
 */
export function testimonialAuthors(landing: { TESTIMONIALS: readonly { name: string; role: string }[] }): string {
  return landing.TESTIMONIALS.flatMap(({ name, role }) => [name.split(/\s+/).at(-1), role.split(/[\s,]+/)[0]])
    .flatMap((word) => (word && word.length >= 4 ? [normalize(word)] : []))
    .join("|");
}

/** The landing page's testimonials, each quote under its author's name and role, as the page shows them. */
export function testimonials(
  landing: { TESTIMONIALS: readonly { quote: string; name: string; role: string }[] },
  quoted: (quote: string) => string,
  colon: string,
): string {
  if (landing.TESTIMONIALS.length === 0) throw new Error("the landing page no longer shows testimonials");
  return landing.TESTIMONIALS.map(({ quote, name, role }) => `${name} (${role})${colon}${quoted(quote)}`).join(" ");
}

/**
 * The testimonial at the place the English page shows one saying `englishWords` ("no-shows"), as "name (role): quote":
 * the result a clinic reports, for a visitor who asks whether it works.
 */
export function testimonialSaying(
  landing: { TESTIMONIALS: readonly { quote: string; name: string; role: string }[] },
  englishWords: string,
  quoted: (quote: string) => string,
  colon: string,
): string {
  const testimonial =
    landing.TESTIMONIALS[OPTIMAITE_LANDING.TESTIMONIALS.findIndex(({ quote }) => quote.includes(englishWords))];
  if (!testimonial) throw new Error(`no testimonial says "${englishWords}"`);
  return `${testimonial.name} (${testimonial.role})${colon}${quoted(testimonial.quote)}`;
}

/** The FAQ's item at the place the English FAQ asks `englishQuestion` ("Can it sound like my practice?"). */
function faqEntry<Entry extends { answer: string }>(faq: readonly Entry[], englishQuestion: string): Entry {
  const entry = faq[OPTIMAITE_FAQ.findIndex((english) => english.question === englishQuestion)];
  if (!entry) throw new Error(`the FAQ no longer asks "${englishQuestion}"`);
  return entry;
}

/** The FAQ's answer at the place the English FAQ asks `englishQuestion`. */
export const faqAnswer = (faq: readonly { answer: string }[], englishQuestion: string): string =>
  faqEntry(faq, englishQuestion).answer;

/**
 * The FAQ item as the page shows it, its question then its answer: an answer that opens with "Yes." answers the
 * page's question ("conforme à la HIPAA et à la LPRPDE?"), not whatever the visitor asked ("la Loi 25?").
 */
export function faqItem(faq: readonly { question: string; answer: string }[], englishQuestion: string): string {
  const { question, answer } = faqEntry(faq, englishQuestion);
  return `${question} ${answer}`;
}

/** Where the integrations page's custom-integration block shows its "Dedicated support" card, in every language. */
const SUPPORT_CARD_AT = CUSTOM_INTEGRATION.items.findIndex((item) => item.title === "Dedicated support");

/**
 * What follows the launch, as the pages say it: the integrations page's "Dedicated support" card (at its English place)
 * and the set-up's last day on /details ("we monitor and fine-tune the first week").
 */
export function supportAfterLaunch(
  integrations: { CUSTOM_INTEGRATION: { items: readonly { title: string; text: string }[] } },
  services: { TIMELINE: readonly { day: string; title: string; text: string }[] },
  colon: string,
): string {
  const card = integrations.CUSTOM_INTEGRATION.items[SUPPORT_CARD_AT];
  const launch = services.TIMELINE.at(-1);
  if (!card || !launch) throw new Error("the pages no longer show the dedicated support or the launch day");
  return `${card.title}${colon}${card.text} ${launch.day}, ${launch.title.toLowerCase()}${colon}${launch.text}`;
}

/**
 * The integrations page's custom-integration block in its own words: its lead, then the API and webhooks cards (the
 * support card answers what happens after the launch).
 */
export function customIntegrationSentences(
  integrations: { CUSTOM_INTEGRATION: { text: string; items: readonly { title: string; text: string }[] } },
  colon: string,
): string {
  const cards = integrations.CUSTOM_INTEGRATION.items.filter((_, at) => at !== SUPPORT_CARD_AT);
  return [integrations.CUSTOM_INTEGRATION.text, ...cards.map((card) => `${card.title}${colon}${card.text}`)].join(" ");
}

/** A page's sentence led into more words: "A free, no-commitment demo tailored to your practice" without its stop. */
export const withoutStop = (sentence: string) => sentence.replace(/[.!]\s*$/, "");

/** A card of the details page's "why choose us". */
export const whyChooseUsCard = (services: { WHY_CHOOSE_US: readonly Card[] }, englishTitle: string, colon: string) =>
  cardAt(services.WHY_CHOOSE_US, WHY_CHOOSE_US, englishTitle, colon);

/** The details page's "Beyond the basics" card. */
export const beyondBasicsCard = (services: { BEYOND_BASICS: readonly Card[] }, englishTitle: string, colon: string) =>
  cardAt(services.BEYOND_BASICS, BEYOND_BASICS, englishTitle, colon);

/**
 * What the receptionist proposes beyond the booking, as the pages say it: the landing's "Upselling" card and /details'
 * "Revenue optimization".
 */
export const upsellCards = (
  landing: { FEATURES: readonly { title: string; text: string }[] },
  services: { BEYOND_BASICS: readonly { title: string; text: string }[] },
  colon: string,
) => `${featureCard(landing, "Upselling", colon)} ${beyondBasicsCard(services, "Revenue optimization", colon)}`;

/**
 * What the cancellation email says of the calendar ("La pièce jointe la retire de votre calendrier."): its last
 * sentence, the one without the demo's time.
 */
export const cancelledCalendarLine = (wording: OptimaiteEmailWording) =>
  wording.meeting.lines
    .cancelled("…")
    .join(" ")
    .split(/(?<=\.)\s+/)
    .at(-1) ?? "";

/**
 * What the calculator tells a clinic that misses no call, without its first sentence ("You don't miss any calls."):
 * what OptimAIte still does for it.
 */
export const stillWorthIt = (landing: { CALCULATOR: { congratulations: { text: string } } }) =>
  landing.CALCULATOR.congratulations.text.replace(/^[^.!]+[.!]\s*/, "");

/** A sentence quoted after a colon: its first letter in lower case. */
export const lowerFirst = (sentence: string) => `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;

/** What the home page says the product is, first: its hero's eyebrow and lead ("AI receptionist for…. OptimAIte answers…"). */
export const heroSentence = (landing: { HERO: { eyebrow: string; lead: string } }) =>
  `${landing.HERO.eyebrow}. ${landing.HERO.lead}`;

type LeadDialog = { title: string; description: string };

/**
 * How to reach a person, as the contact and demo dialogs say it: the contact form by its title and its promise
 * ("Questions, custom integrations or pricing: we'll get back to you within 24 hours."), then the demo's.
 */
export function contactSentences(
  dialogs: { contact: LeadDialog; demo: LeadDialog },
  contactForm: string,
  colon: string,
): string {
  const { contact, demo } = dialogs;
  return `${contact.title}${colon}${contactForm}. ${contact.description} ${demo.title}${colon}${lowerFirst(demo.description)}`;
}

import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { INTEGRATIONS } from "@shared/content/optimaite/integrations";
import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import {
  beyondBasicsCard,
  countersSentence,
  faqAnswer,
  featureCard,
  specialtiesSentence,
  testimonialSaying,
  testimonials,
  upsellCards,
  whyChooseUsCard,
} from "../page-sentences";
import { namingAPlatform } from "../platform-intents";
import { DEMO, FAQ, SERVICES, whatItIs } from "./shared";

/** OptimAIte's questions in English about what the receptionist is and does for a clinic: its ways, its results, its cards. */
export const PRODUCT_INTENTS = {
  "person-or-machine": {
    // "Is it a real person answering the phone or a robot?"
    when: [
      /\b(real person|human|live person)\b.{0,60}\bor\b.{0,15}\b(robot|bot|ai|machine|computer)\b|\b(robot|bot|ai|machine)\b.{0,15}\bor\b.{0,30}\b(real person|human)\b/,
    ],
    text: () => whatItIs(),
    links: [SERVICES, DEMO],
  },
  "clinic-knowledge": {
    when: [
      /(know|learn|train|taught|program|configur|customi[sz]|personali[sz])\w*.{0,60}\b(our|my) (prices|pricing|rates|services|treatments|polic(y|ies)|hours|rules|procedures|way)\b|\brobot|\bsound(s|ing)? like\b/,
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ, "Can it sound like my practice?"),
    links: [FAQ],
  },
  testimonials: {
    // "Do you have testimonials?", "any reviews from clinics that use it?", "references?"; not "how many clinics use it".
    when: [
      /^(?!.*\bhow many\b)/,
      /\btestimonial|\breviews?\b|\breferences?\b|case stud|(happy|satisfied) (clients|customers|clinics)|real(-world)? results|(clinics|practices|clients|people) (that|who) (use|are using|tried)/,
    ],
    text: () => testimonials(OPTIMAITE_LANDING, (quote) => `"${quote}"`, ": "),
    links: [{ label: "OptimAIte", href: "/optimaite" }, DEMO],
  },
  "our-figures": {
    // "How many clinics use it and what's your answer rate?", "what are your numbers?"
    when: [
      /^(?!.*\b(our|my) (calls|appointments|bookings|results|numbers|stats|statistics)\b)/,
      // The site's own visit statistics are the privacy page's; the calculator's assumptions are its own.
      /^(?!.*\b(visits?|visitors?|browsing|missed|lost|recover\w*|voicemail)\b)/,
      /\byour (numbers|stats|statistics|results|track record)\b|\bwhat percentage\b|\banswer rate\b|\bhow many (clinics|practices|calls|appointments)\b.{0,40}\b(you|optimaite|use|using|handle\w*|book\w*)\b/,
    ],
    text: () => `${countersSentence(OPTIMAITE_LANDING, "en")} ${specialtiesSentence(OPTIMAITE_LANDING, "en")}`,
    links: [{ label: "OptimAIte", href: "/optimaite" }, DEMO],
  },
  reports: {
    // "Will I get reports on the calls?", "can I see how much money it brought in?"
    when: [
      /\breports?\b|reporting|analytics|statistic|\bstats?\b|dashboard|(see|track|know|measure)\b.{0,30}\bhow (much|many)\b.{0,60}\b(brought|made|generated|booked|earned)\b/,
    ],
    text: () =>
      `${featureCard(OPTIMAITE_LANDING, "Analytics", ": ")} ${beyondBasicsCard(OPTIMAITE_SERVICES, "Practice analytics", ": ")}`,
    links: [SERVICES, DEMO],
  },
  "replace-staff": {
    // "Will it replace our receptionist?"
    when: [
      /\breplac\w*\b.{0,40}\b(receptionists?|secretar(y|ies)|front desk|staff|team|employees?)\b|\b(receptionists?|front desk|staff)\b.{0,60}\breplac\w*/,
    ],
    text: () =>
      `${whyChooseUsCard(OPTIMAITE_SERVICES, "Lower staffing costs", ": ")} ${whyChooseUsCard(OPTIMAITE_SERVICES, "Never miss a call", ": ")}`,
    links: [SERVICES, DEMO],
  },
  confirmations: {
    // "After booking by phone, do our patients get a confirmation?": the patient's text, not the demo's email.
    when: [
      /^(?!.*\bdemo)/,
      /\b(patients?|clients?|callers?)\b.{0,80}\bconfirm\w*|\bconfirm\w*.{0,60}\b(patients?|clients?)\b/,
    ],
    text: () => featureCard(OPTIMAITE_LANDING, "SMS confirmations", ": "),
    links: [SERVICES],
  },
  waitlist: {
    // "When someone cancels last minute, can it fill the slot from our waitlist?" A named platform's is its card's.
    when: [
      new RegExp(`^(?!.*${namingAPlatform(INTEGRATIONS).source})`),
      /\bwait-?list\w*|\bwaiting list\b|\b(fill|refill)\w* (the |a |an |those |empty |open )*(slots?|gaps?|cancellations?|openings?)\b|\bempty slots?\b/,
    ],
    text: () =>
      `${beyondBasicsCard(OPTIMAITE_SERVICES, "Revenue optimization", ": ")} ${featureCard(OPTIMAITE_LANDING, "Smart reminders", ": ")}`,
    links: [SERVICES, DEMO],
  },
  "no-shows": {
    // "So many patients just don't show up": the no-shows, without the word.
    when: [
      /\b(don.t|do not|didn.t|never) (show|turn|come)\b|\bforget (their|the) (appointments?|bookings?)\b|\bmissed appointments?\b/,
    ],
    text: () =>
      `${featureCard(OPTIMAITE_LANDING, "Smart reminders", ": ")} ${testimonialSaying(OPTIMAITE_LANDING, "no-shows", (quote) => `"${quote}"`, ": ")}`,
    links: [SERVICES, DEMO],
  },
  "patient-retention": {
    when: [
      /\brecalls?\b|\bwin (them |patients |clients )?back\b|\bbring (them|patients|clients) back\b|\bhaven.t (come|been) back\b|\bretention\b|\bre-?engag\w*|\bannual (check-?ups?|exams?|visits?)\b/,
    ],
    text: () => beyondBasicsCard(OPTIMAITE_SERVICES, "Patient retention", ": "),
    links: [SERVICES, DEMO],
  },
  upsell: {
    // "Can it suggest another treatment when someone calls for Botox?"
    when: [
      /\b(suggest|sell|recommend|propose|pitch|push|mention)\w*\b.{0,50}\b((other|another|extra|additional|more|add-on|complementary) (treatments?|services?|procedures?)|packages?|memberships?)\b|\bupsell\w*|\bcross-?sell\w*/,
    ],
    text: () => upsellCards(OPTIMAITE_LANDING, OPTIMAITE_SERVICES, ": "),
    links: [SERVICES, DEMO],
  },
  "what-it-does": {
    when: [/what (does|is|can)|who are you|how does it work|features?|after.?hours|24\/7|remind|sms|voice|sound like/],
    text: () => whatItIs(),
    links: [SERVICES, DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;

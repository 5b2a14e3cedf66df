import { INTEGRATIONS } from "@shared/content/optimaite/integrations";
import { DEFAULT_AVAILABILITY } from "@shared/demo-slots/availability";
import { calculateRoi } from "@shared/roi";
import { REMINDER_LEAD_HOURS } from "../../demo-slots/reminders";
import { roiInputsIn } from "./roi-inputs";

/**
 * The calculator's defaults and what they give, so that the chat quotes the same figures as the page; with the inputs
 * the visitor gave ("40 appels par jour", "400 $ par client"), the calculator's result for them (the others at their
 * defaults).
 */
const roi = (_today?: Date, question = "") => {
  const inputs = roiInputsIn(question);
  return { inputs, result: calculateRoi(inputs) };
};

/**
 * The facts behind each OptimAIte intent, computed once for every language: English and French only word them
 * (`optimaite-intents.ts`, `optimaite-intents.fr.ts`). The order is the intents' order, the most specific first.
 */
export const OPTIMAITE_FACTS = {
  // Quoted from the privacy page and the demo's emails (`page-sentences.ts`, `leads/wording`). First the visitor's own
  // data, to see, correct, export or delete, and where to complain ("how you use my data" is not where it is hosted).
  "my-data": () => ({}),
  hosting: () => ({}),
  // Quoted from the privacy page's cookies section: a cookie choice is kept six months, and where to change it.
  "cookie-choice": () => ({}),
  // Quoted from the privacy page: how long requests, visits and the chat's questions are kept.
  retention: () => ({}),
  "move-demo": () => ({}),
  // The reminder email before the demo, as the demo's emails word it, and how long before it is sent.
  "demo-reminder": () => ({ hours: REMINDER_LEAD_HOURS }),
  // A demo just requested: what the demo dialog says comes next, and the confirmation email's private link.
  "demo-next": () => ({}),
  // The demo's emails as they are worded: the request's acknowledgment, then the confirmation and its invitation.
  "demo-emails": () => ({ minutes: DEFAULT_AVAILABILITY.slotMinutes }),
  // Quoted from the privacy page: what the demo and contact forms ask for.
  "demo-form": () => ({}),
  // Quoted from the privacy page: the calculator's estimate is brought to the demo.
  "calculator-at-demo": () => ({}),
  // The demo's length and place as its emails state them; its length is a fresh install's slot (the admin may change it).
  "demo-length": () => ({ minutes: DEFAULT_AVAILABILITY.slotMinutes }),
  "demo-place": () => ({ minutes: DEFAULT_AVAILABILITY.slotMinutes }),
  // "A real person or a robot?": what OptimAIte is, as the home page says it.
  "person-or-machine": () => ({}),
  // Quoted from the FAQ: the receptionist is trained on the clinic's services, prices and policies.
  "clinic-knowledge": () => ({}),
  // A visitor who wants a person: the contact dialog's promise, then the demo dialog's.
  contact: () => ({}),
  // Quoted from the legal notice: the site's texts and visuals are protected; copying them needs written permission.
  copyright: () => ({}),
  // The publisher's address, email and phone: the legal notice shows them, filled from the site's settings.
  address: () => ({}),
  // Quoted from the landing page: its clinics' testimonials, each under its author's name.
  testimonials: () => ({}),
  // Quoted from the FAQ, its question then its answer: its "Yes." answers HIPAA and PIPEDA, nothing else.
  hipaa: () => ({}),
  // OptimAIte's own figures: the home page's counters and its trust card's practices, as the page shows them.
  "our-figures": () => ({}),
  // Quoted from the landing page's feature card: the dashboard of calls, bookings and recovered revenue.
  reports: () => ({}),
  // "Will it replace our receptionist?": the details page's cards on routine calls and a busy front desk.
  "replace-staff": () => ({}),
  // The confirmation a patient receives after booking: the landing page's card.
  confirmations: () => ({}),
  // A slot freed by a cancellation, filled from a waitlist: the details page's and the landing page's cards.
  waitlist: () => ({}),
  // Patients who do not come: the landing page's reminders card.
  "no-shows": () => ({}),
  // Patients who have not come back: /details' "Patient retention" card (recall campaigns, follow-ups).
  "patient-retention": () => ({}),
  // Quoted from the landing's "Upselling" card and /details' "Revenue optimization": treatments and packages proposed.
  upsell: () => ({}),
  // "We hardly miss a call, is it worth it?": the calculator's words to a clinic that misses none.
  "few-missed-calls": () => ({}),
  // Quoted from the legal notice: the calculator's figures are estimates, not a promise.
  "roi-estimate": () => ({}),
  roi,
  // Contract length and cancellation terms: the pages do not state them; the demo's quote and the contact form do.
  contract: () => ({ replyHours: 24 }),
  // The price answer quotes the calculator at its defaults, whatever the question says.
  pricing: () => roi(),
  // Quoted from the integrations page's support card and /details' launch day: the team stays after the launch.
  support: () => ({}),
  // Quoted from the landing's "Appointment booking" card: the receptionist moves and cancels a patient's appointment.
  "patient-booking": () => ({}),
  // Quoted from the FAQ: the set-up's weeks, the launch's three days, the questionnaire and the test call.
  "setup-time": () => ({}),
  // Quoted from the landing page's first trust card, which names the specialties.
  specialties: () => ({}),
  integrations: () => ({ names: INTEGRATIONS.map((integration) => integration.name) }),
  // Quoted from the FAQ: who decides what is transferred, and the summary sent.
  "urgent-calls": () => ({}),
  "what-it-does": () => ({}),
  // What the demo is; what comes next is the demo dialog's own sentence.
  demo: () => ({}),
};

export type OptimaiteIntentId = keyof typeof OPTIMAITE_FACTS;
export const OPTIMAITE_INTENT_ORDER = Object.keys(OPTIMAITE_FACTS) as OptimaiteIntentId[];

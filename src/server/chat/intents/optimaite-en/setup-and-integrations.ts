import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { OPTIMAITE_INTEGRATIONS } from "@shared/content/optimaite/integrations";
import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import {
  customIntegrationSentences,
  faqAnswer,
  featureCard,
  specialtiesSentence,
  supportAfterLaunch,
} from "../page-sentences";
import { CONTACT, DEMO, INTEGRATIONS_LINK, SERVICES } from "./shared";

/** OptimAIte's questions in English about the set-up, the support after it, the specialties, the integrations and transferred calls. */
export const SETUP_AND_INTEGRATIONS_INTENTS = {
  support: {
    // "Once it's live, are we on our own?", "Is there support after setup?"
    when: [
      /\b(support|on (our|my) own|left alone|leave us|account manager|assistance)\b/,
      /\b(after|once|go(es)? live|live|launch\w*|set ?up|setup|onboard\w*|ongoing|long.term|later|problem|issue)\b/,
    ],
    text: () => supportAfterLaunch(OPTIMAITE_INTEGRATIONS, OPTIMAITE_SERVICES, ": "),
    links: [INTEGRATIONS_LINK, SERVICES],
  },
  "patient-booking": {
    // "A patient wants to move their appointment to Thursday: can the AI do it in our calendar?"
    when: [
      /\b(patients?|callers?|clients?)\b.{0,40}\b(reschedul|cancel|move|chang)\w*.{0,30}\b(appointments?|bookings?)\b|\b(reschedul|cancel)\w* (an|the|their|his|her) (appointments?|bookings?)\b/,
    ],
    text: () => featureCard(OPTIMAITE_LANDING, "Appointment booking", ": "),
    links: [SERVICES, INTEGRATIONS_LINK],
  },
  "setup-time": {
    when: [
      // "How long do you keep my cookie choice?" asks how long something is kept, not the set-up's length.
      /^(?!.*\b(keep|kept|retain\w*|stored?)\b)/,
      /how long|set ?up|setup|implement|onboard|go live|launch|get started|install/,
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ, "How long does implementation take?"),
    links: [DEMO],
  },
  specialties: {
    when: [
      /(kinds?|types?|sorts?) of (clinics?|practices?)|(which|what) (clinics|practices|specialt)|specialt|how many (clinics|practices)|\bfor (a|an|my|our) ([\w-]+ )?(clinic|practice|office|center|centre)\b/,
    ],
    text: () => specialtiesSentence(OPTIMAITE_LANDING, "en"),
    links: [SERVICES, DEMO],
  },
  integrations: {
    when: [
      /integrat|connect|platform|software|ehr|emr|booking system|calendar|fresha|vagaro|square|jane|mindbody|calendly|sync/,
    ],
    text: (f) =>
      `OptimAIte books straight into ${f.names.slice(0, -1).join(", ")} and ${f.names.at(-1)}. ${customIntegrationSentences(OPTIMAITE_INTEGRATIONS, ": ")}`,
    // A custom integration is asked for through the contact form.
    links: [INTEGRATIONS_LINK, CONTACT],
  },
  "urgent-calls": {
    when: [
      /urgent|emergenc|complex|complicated|complain|transfer|human|escalat|can.?t answer|cannot answer|doesn.?t know|does not know|\b(angry|upset|furious|rude)\b/,
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ, "What happens with urgent or complex calls?"),
    links: [SERVICES],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;

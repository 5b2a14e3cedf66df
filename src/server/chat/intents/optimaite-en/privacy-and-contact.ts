import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { LEAD_DIALOGS } from "@shared/content/optimaite/lead-dialogs";
import { OPTIMAITE_LEGAL_NOTICE } from "@shared/content/optimaite/legal-notice";
import { OPTIMAITE_PRIVACY } from "@shared/content/optimaite/privacy";
import {
  cookieChoiceParagraph,
  copyrightParagraph,
  hostingParagraph,
  publisherLines,
  retentionParagraphs,
  rightsParagraphs,
} from "../legal-page-sentences";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import { contactSentences, faqItem } from "../page-sentences";
import { CONTACT, DEMO, FAQ, PRIVACY } from "./shared";

/** OptimAIte's questions in English about the visitor's data, the clinics' compliance, the company's address and how to reach it. */
export const PRIVACY_AND_CONTACT_INTENTS = {
  hosting: {
    when: [
      /\bhost|server|data (center|centre|residency)|\bwho\b.{0,30}\b(reads?|sees?|has access to|have access to)\b.{0,60}\b(forms?|requests?|messages?|what i (write|send|type))\b|which country|\bwhere\b.*\b(data|stored|kept)\b|\b(stored|kept|saved)\b.{0,20}\bsomewhere\b|\b(sell|sold|rent|share)\b.*\bdata\b/,
    ],
    text: () => hostingParagraph(OPTIMAITE_PRIVACY),
    links: [PRIVACY],
  },
  "my-data": {
    when: [
      // "How do I get my data deleted?", "delete my account": the visitor's own data, not the patients'.
      /^(?!.*\bpatients?\b)/,
      /\b(delet|eras|remov|wip|correct|export|access)\w*.{0,30}\b(data|information|info|details|account|email)\b|\b(data|information|info|details|account)\b.{0,20}\b(deleted|erased|removed|wiped)\b|right to be forgotten|\bcomplain\w*.{0,60}\b(data|privacy|information)\b|\b(data|privacy)\b.{0,60}\bcomplain\w*/,
    ],
    text: () =>
      rightsParagraphs(OPTIMAITE_PRIVACY, `To do so, write to us through the "${LEAD_DIALOGS.contact.title}" form.`),
    links: [PRIVACY, CONTACT],
  },
  "cookie-choice": {
    when: [
      /\b(cookies?|banner|consent|choice)\b.{0,60}\b(how long|until when|come back|ask again|reappear\w*)|\bhow long\b.{0,60}\b(cookies?|banner|consent)\b|\b(change|withdraw|undo)\b.{0,30}\bmy (choice|consent)\b/,
    ],
    text: () => cookieChoiceParagraph(OPTIMAITE_PRIVACY),
    links: [PRIVACY],
  },
  retention: {
    // "How long do you keep my demo request?", "does the chat keep what I type?": the retention section.
    when: [
      /^(?!.*\b(cookies?|banner|consent)\b)/,
      /\b(keep|kept|retain\w*|stor(e|ed)|delet\w*)\b.{0,60}\b(how long|until when)\b|\b(how long|until when)\b.{0,60}\b(keep|kept|retain\w*|stor(e|ed)|delet\w*)\b|\b(chat|chatbot|assistant)\b.{0,40}\b(keep|kept|store|record)\w*|\b(keep|kept|store|record)\w*.{0,40}\b(questions|what i (type|write|ask))\b/,
    ],
    text: () => retentionParagraphs(OPTIMAITE_PRIVACY),
    links: [PRIVACY],
  },
  hipaa: {
    when: [/hipaa|\bbaa\b|business associate|pipeda|gdpr|complian|secur|encrypt|privacy|patient data/],
    text: () => faqItem(OPTIMAITE_FAQ, "Is OptimAIte HIPAA and PIPEDA compliant?"),
    links: [FAQ],
  },
  copyright: {
    when: [/\b(copy|reproduce|reuse|use)\b.{0,40}\b(texts?|visuals?|images?|logos?|content|excerpts?)\b|\bcopyright\b/],
    text: () => copyrightParagraph(OPTIMAITE_LEGAL_NOTICE),
    links: [{ label: "Legal notice", href: "/legal-notice" }],
  },
  address: {
    when: [
      /where are you (based|located)|your (address|office)|where is your (office|company)|located where|head office/,
    ],
    text: () =>
      `${publisherLines(OPTIMAITE_LEGAL_NOTICE)} Our company's address, email and phone number are in the legal notice. To talk to us, the contact form gets a reply within 24 hours.`.trim(),
    links: [{ label: "Legal notice", href: "/legal-notice" }, CONTACT],
  },
  contact: {
    when: [
      /\b(can|could|may) i (talk|speak|chat) (to|with)|(?<!(our|my) )phone number|call you|your number\b|\bi (want|would like|need) to (talk|speak)|\b(real|actual) person|\bhuman\b.*\b(i|me)\b|\b(i|me)\b.*\bhuman\b|reach (you|your team)|contact you|get in touch|how (fast|quickly|soon|long).*(reply|respond|answer|get back)|write to you/,
    ],
    text: () => contactSentences(LEAD_DIALOGS, "the contact form", ": "),
    links: [CONTACT, DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;

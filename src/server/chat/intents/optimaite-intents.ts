import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { INTEGRATIONS, OPTIMAITE_INTEGRATIONS } from "@shared/content/optimaite/integrations";
import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { LEAD_DIALOGS } from "@shared/content/optimaite/lead-dialogs";
import { OPTIMAITE_LEGAL_NOTICE } from "@shared/content/optimaite/legal-notice";
import { OPTIMAITE_PRIVACY } from "@shared/content/optimaite/privacy";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import { formatWholeNumber } from "@shared/i18n/format";
import { formatUsd } from "@shared/number-format";
import type { RoiInputs } from "@shared/roi";
import { en as emailWording } from "../../leads/wording/en";
import type { ChatLink } from "./intent";
import { type IntentTexts, localizedIntents } from "./localized-intents";
import { OPTIMAITE_FACTS, OPTIMAITE_INTENT_ORDER } from "./optimaite-facts";
import {
  beyondBasicsCard,
  calculatorDataParagraph,
  cancelledCalendarLine,
  contactSentences,
  countersSentence,
  customIntegrationSentences,
  faqAnswer,
  faqItem,
  featureCard,
  heroSentence,
  hostingParagraph,
  leadFormsParagraph,
  lowerFirst,
  manageLinkLabel,
  publisherLines,
  retentionParagraphs,
  rightsParagraphs,
  roiDisclaimer,
  specialtiesSentence,
  stillWorthIt,
  supportAfterLaunch,
  testimonialSaying,
  testimonials,
  upsellCards,
  whyChooseUsCard,
  withoutStop,
} from "./page-sentences";
import { namingAPlatform, platformIntents, severalLocationsIntent } from "./platform-intents";
import { setupStepIntent } from "./setup-step-intents";
import { specialtyIntents, withSpecialties } from "./specialty-intents";

const DEMO: ChatLink = { label: "Book a free demo", href: "/optimaite?demo=open" };
const CALCULATOR: ChatLink = { label: "Open the ROI calculator", href: "/optimaite#roi-calculator" };
const INTEGRATIONS_LINK: ChatLink = { label: "See all integrations", href: "/integrations" };
const FAQ: ChatLink = { label: "Read the FAQ", href: "/faq" };
const SERVICES: ChatLink = { label: "See what it does", href: "/details" };
const PRIVACY: ChatLink = { label: "Privacy policy", href: "/privacy" };
const CONTACT: ChatLink = { label: "Contact us", href: "/optimaite?contact=open" };

/** The calculator's defaults, so the chat quotes the same figures as the page. */
const inputsOf = (d: RoiInputs) =>
  `${d.callsPerDay} calls a day, ${d.missedCallRate} % missed, ${d.lostLeadRate} % of missed callers lost, ${formatUsd(d.revenuePerClient)} per client and a ${formatUsd(d.receptionistCost)} monthly receptionist cost`;

/** OptimAIte's questions in English, worded from the facts of `optimaite-facts.ts` (ROI defaults, integrations). */
/** What OptimAIte is, as the home page says it: its hero and its 24/7 answering card. */
const whatItIs = () =>
  `${heroSentence(OPTIMAITE_LANDING)} ${featureCard(OPTIMAITE_LANDING, "24/7 call answering", ": ")}`;

const TEXTS: IntentTexts<typeof OPTIMAITE_FACTS> = {
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
  retention: {
    // "How long do you keep my demo request?", "does the chat keep what I type?": the retention section.
    when: [
      /^(?!.*\b(cookies?|banner|consent)\b)/,
      /\b(keep|kept|retain\w*|stor(e|ed)|delet\w*)\b.{0,60}\b(how long|until when)\b|\b(how long|until when)\b.{0,60}\b(keep|kept|retain\w*|stor(e|ed)|delet\w*)\b|\b(chat|chatbot|assistant)\b.{0,40}\b(keep|kept|store|record)\w*|\b(keep|kept|store|record)\w*.{0,40}\b(questions|what i (type|write|ask))\b/,
    ],
    text: () => retentionParagraphs(OPTIMAITE_PRIVACY),
    links: [PRIVACY],
  },
  "move-demo": {
    when: [
      /\bdemo|my (meeting|booking|appointment)|\bbooked\b/,
      /\bmove|reschedul|change|another (time|day|date)|different (time|day|date)|postpone|push (it )?back|cancel|call off|can.t (make|come|attend)/,
    ],
    text: () =>
      `You don't need to book a new demo: your confirmation email has a private link, under "${manageLinkLabel(emailWording)}". Open it and choose another time; your calendar invitation is updated. The same page cancels the demo if you can't make it; the email "${emailWording.meeting.subject.cancelled("")}" confirms it: ${lowerFirst(cancelledCalendarLine(emailWording))}`,
    links: [],
  },
  "demo-reminder": {
    // "Will I get a reminder before the demo?"
    when: [/\bdemo\b/, /\bremind\w*|\bforg[eo]t|\binvit(e|ation)\b|\boutlook\b|\bical\b/],
    text: (f) =>
      `Yes: ${f.hours} hours before the demo, a reminder email is sent ("${emailWording.meeting.subject.reminder("…")}"), if you booked it more than ${f.hours} hours ahead. Your confirmation email also carries the calendar invitation, attached.`,
    links: [],
  },
  "demo-next": {
    // "I just filled in the demo form, what happens now?"
    when: [
      /\b(i|we) (just |already )?(filled|sent|submitted|booked|requested|asked for)\b.{0,40}\b(demo|form)\b|\bafter (booking|requesting|submitting)\b/,
      /what (happens|now|next)|next step|then what|hear (back|from you)|how long until|when will (you|i)/,
    ],
    text: () =>
      `${LEAD_DIALOGS.demo.successText} Your confirmation email has a private link, under "${manageLinkLabel(emailWording)}", to move or cancel the demo.`,
    links: [],
  },
  "demo-emails": {
    // "Will I get an email after requesting a demo?", "what's in the demo confirmation email?"
    when: [
      /\bdemo\b/,
      /\b(e-?mails?|mails?)\b/,
      /^(?!.*\b(reschedul|move|moving|chang|cancel|forg[eo]t|remind|delet|eras)\w*)/,
    ],
    text: (f) =>
      `Once you send your request, the email "${emailWording.demoConfirmation.subject}" confirms it: ${lowerFirst(emailWording.demoConfirmation.lines[1] ?? "")} Once the demo is set, the email "${emailWording.meeting.subject.booked("…")}" gives its date and time, its length (${emailWording.meeting.length(f.minutes)}), the ${lowerFirst(emailWording.meeting.place.video("…").replace(/\s*:.*$/, ""))} link or the number to dial, and the link "${manageLinkLabel(emailWording)}"; ${lowerFirst(emailWording.meeting.lines.booked("…")[1] ?? "")} If you used the calculator, your estimate is in it, in US dollars.`,
    links: [DEMO],
  },
  "demo-form": {
    // "What info do I have to fill in to book the demo?"
    when: [
      /demo|(contact|booking) form/,
      // "Is the info from my demo form stored somewhere?" asks where it is kept (the privacy page's hosting).
      /^(?!.*\b(how long|keep|kept|retain\w*|stor(e|ed|age)|delet\w*)\b)/,
      /\b(info|information|details|fields?)\b|fill (in|out)|required|mandatory|what do you (need|ask)/,
    ],
    text: () => leadFormsParagraph(OPTIMAITE_PRIVACY),
    links: [DEMO, PRIVACY],
  },
  "calculator-at-demo": {
    when: [/\bdemo|meeting with you/, /calculat|\broi\b|return|estimate/],
    text: () => calculatorDataParagraph(OPTIMAITE_PRIVACY),
    links: [DEMO, CALCULATOR],
  },
  "demo-length": {
    when: [/\bdemo|meeting with you|call with you/, /how long|length|last|minutes|duration|take\b/],
    text: (f) =>
      `The demo lasts ${f.minutes} minutes (${emailWording.meeting.length(f.minutes)}), by video call or by phone. It is not the set-up: that comes after, if you go ahead.`,
    links: [DEMO],
  },
  "demo-place": {
    when: [
      /\bdemo|meeting with you/,
      /\bwhere\b|video|zoom|teams|google meet|phone|in person|online|on site|take place/,
    ],
    text: (f) =>
      `The ${f.minutes}-minute demo is a video call or a phone call, as set for your time: your confirmation email and calendar invitation give the video link ("${emailWording.meeting.place.video("…").replace(/:.*$/, "")}") or the number to call ("${emailWording.meeting.place.phone("…").replace(/:.*$/, "")}").`,
    links: [DEMO],
  },
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
  contact: {
    when: [
      /\b(can|could|may) i (talk|speak|chat) (to|with)|(?<!(our|my) )phone number|call you|your number\b|\bi (want|would like|need) to (talk|speak)|\b(real|actual) person|\bhuman\b.*\b(i|me)\b|\b(i|me)\b.*\bhuman\b|reach (you|your team)|contact you|get in touch|how (fast|quickly|soon|long).*(reply|respond|answer|get back)|write to you/,
    ],
    text: () => contactSentences(LEAD_DIALOGS, "the contact form", ": "),
    links: [CONTACT, DEMO],
  },
  address: {
    when: [
      /where are you (based|located)|your (address|office)|where is your (office|company)|located where|head office/,
    ],
    text: () =>
      `${publisherLines(OPTIMAITE_LEGAL_NOTICE)} Our company's address, email and phone number are in the legal notice. To talk to us, the contact form gets a reply within 24 hours.`.trim(),
    links: [{ label: "Legal notice", href: "/legal-notice" }, CONTACT],
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
  hipaa: {
    when: [/hipaa|\bbaa\b|business associate|pipeda|gdpr|complian|secur|encrypt|privacy|patient data/],
    text: () => faqItem(OPTIMAITE_FAQ, "Is OptimAIte HIPAA and PIPEDA compliant?"),
    links: [FAQ],
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
  "few-missed-calls": {
    when: [
      // Not the calculator given a zero: its answer, with its congratulations.
      /^(?!.*(calculat|\bzero\b|\b0 ?%))/,
      /\b(hardly|rarely|almost never|never|seldom) miss|\bmiss (almost |hardly |very )?(no|few|hardly any)\b|\b(answer|pick up|take)s? (almost|nearly|practically) (all|every)\b/,
    ],
    text: () => `${stillWorthIt(OPTIMAITE_LANDING)} The ROI calculator shows it with your own numbers.`,
    links: [CALCULATOR, DEMO],
  },
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
  "what-it-does": {
    when: [/what (does|is|can)|who are you|how does it work|features?|after.?hours|24\/7|remind|sms|voice|sound like/],
    text: () => whatItIs(),
    links: [SERVICES, DEMO],
  },
  demo: {
    when: [/demo|trial|try it|see it|talk to|contact|speak (to|with)/],
    text: () =>
      `${withoutStop(OPTIMAITE_SERVICES.DETAILS_CTA.text)}: we show OptimAIte answering calls for a practice like yours, bring your ROI estimate and give you a quote. ${LEAD_DIALOGS.demo.successText}`,
    links: [DEMO],
  },
};

/** OptimAIte's questions, answered in English from the ROI defaults and the site's content. */
export const OPTIMAITE_INTENTS = withSpecialties(
  withSpecialties(
    withSpecialties(
      localizedIntents(OPTIMAITE_INTENT_ORDER, OPTIMAITE_FACTS, TEXTS),
      [setupStepIntent(OPTIMAITE_SERVICES.HOW_IT_WORKS, SERVICES, ": ")],
      "setup-time",
    ),
    // "Our dental software" asks about the software, not the specialty.
    specialtyIntents(
      OPTIMAITE_SERVICES.SPECIALTIES,
      SERVICES,
      new RegExp(`${namingAPlatform(INTEGRATIONS).source}|\\b(software|emr|ehr|platforms?|integrat\\w*)\\b`),
    ),
    "roi",
  ),
  [
    ...platformIntents(INTEGRATIONS, INTEGRATIONS_LINK, ": "),
    severalLocationsIntent(
      INTEGRATIONS,
      INTEGRATIONS_LINK,
      ": ",
      /\b(several|multiple|two|three|four|five|six|[2-9]) (clinics|locations|sites|offices|branches|practices)\b|\bmulti-?(site|location)s?\b/,
    ),
  ],
  // A named platform before the kinds of clinics ("Mindbody, pour notre centre de bien-être?").
  "specialties",
);

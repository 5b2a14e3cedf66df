import { LEAD_DIALOGS } from "@shared/content/optimaite/lead-dialogs";
import { OPTIMAITE_PRIVACY } from "@shared/content/optimaite/privacy";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import { en as emailWording } from "../../../leads/wording/en";
import { calculatorDataParagraph, leadFormsParagraph } from "../legal-page-sentences";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import { cancelledCalendarLine, lowerFirst, manageLinkLabel, withoutStop } from "../page-sentences";
import { CALCULATOR, DEMO, PRIVACY } from "./shared";

/** OptimAIte's questions in English about the demo: what it is, its length and place, its form and emails, moving or cancelling it. */
export const DEMO_INTENTS = {
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
  demo: {
    when: [/demo|trial|try it|see it|talk to|contact|speak (to|with)/],
    text: () =>
      `${withoutStop(OPTIMAITE_SERVICES.DETAILS_CTA.text)}: we show OptimAIte answering calls for a practice like yours, bring your ROI estimate and give you a quote. ${LEAD_DIALOGS.demo.successText}`,
    links: [DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;

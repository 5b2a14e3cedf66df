// OptimAIte in English (/optimaite): the set-aside third, written before the tuning cases and never used while tuning.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_EN: readonly ChatCase[] = [
  {
    q: "how much is it per month?",
    expect: { any: [/call volume/, /depends/], all: [/quote|demo/] },
    source: "optimaite/faq.ts « How much does it cost, and what is the return? »",
  },
  {
    q: "Do you work with Jane App?",
    expect: { all: [/jane ?app/] },
    source: "optimaite/integrations.ts (Janeapp)",
  },
  {
    q: "does it integrate with mindbody",
    expect: { all: [/mindbody/] },
    source: "optimaite/integrations.ts (Mindbody)",
  },
  {
    q: "Is it HIPAA compliant??",
    expect: { all: [/hipaa/], any: [/\byes\b/, /encrypt/, /baa|business associate/] },
    source: "optimaite/faq.ts « Is OptimAIte HIPAA and PIPEDA compliant? »",
  },
  {
    q: "we're a small dental office, would this even work for us?",
    expect: { all: [/dental|dentist/], any: [/cleaning|recall|chair|emergenc/] },
    source: "optimaite/services.ts SPECIALTIES « Dental Practices »",
  },
  {
    q: "How fast can we go live?",
    expect: { all: [/3 days|three days|day 3/] },
    source: "optimaite/landing.ts TRUST_CARDS « Live in 3 days »; services.ts TIMELINE",
  },
  {
    q: "Can I move my demo to next week? something came up",
    expect: { all: [/e-?mail/, /link/] },
    source: "src/server/leads/wording/en.ts manage « To reschedule or cancel: {url} »; demo-meeting texts",
  },
  {
    q: "where does the demo happen, zoom or phone?",
    expect: { any: [/video/, /phone/] },
    source: "demo-meeting-texts-en.ts place « Video call: » / « By phone: call {number} »",
  },
  {
    q: "what if a patient calls with an emergency",
    expect: { all: [/transfer/], any: [/summary/, /your team/] },
    source: "optimaite/faq.ts « What happens with urgent or complex calls? »",
  },
  {
    q: "Write a haiku about teeth",
    expect: refusal("en", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "who won the world cup",
    expect: refusal("en", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "Can you help me with my Swiss 3rd pillar?",
    // Another brand's product on the wrong site: refused, never answered with SwissHack's figures.
    expect: refusal("en", HELPS_WITH.optimaite, { none: [amount(7258)] }),
    source: "issue 56 (another brand's product on the wrong site)",
  },
  {
    q: "can my staff in quebec read this site in french",
    expect: { link: "/fr/optimaite" },
    source: "SITE_LOCALES.optimaite; paths.ts prefix /fr",
  },
  {
    q: "Je voudrais une démo, c'est possible ?",
    // French on the English page: OptimAIte speaks French, so the answer is in French.
    expect: { all: [/demo/, /\b(une|votre|vous|gratuite|nous)\b/] },
    source: "optimaite/fr/frame.ts FINAL_CTA « Réservez une démo gratuite »; issue 56",
  },
  {
    q: "how do i talk to a real person",
    expect: { any: [/contact/], all: [/24 hours|contact us/] },
    source: "optimaite/lead-dialogs.ts contact « we'll get back to you within 24 hours »",
  },
  {
    q: "how much revenue could we recover with 40 calls a day",
    expect: { all: [/calculator/], link: "/optimaite#roi-calculator" },
    source: "optimaite/landing.ts CALCULATOR; SPEC §2 (anchor roi-calculator)",
  },
  {
    q: "how long do you keep the info I put in the demo form",
    expect: { all: [/12 months/] },
    source: "optimaite/privacy.ts Retention",
  },
  {
    q: "Does it text patients reminders?",
    expect: { all: [/remind/], any: [/sms/, /text/] },
    source: "optimaite/landing.ts FEATURES « Smart reminders », « SMS confirmations »",
  },
  {
    q: "is the demo free? and how long is it",
    // The demo lasts the owner's slot length: 30 minutes on a fresh install (DEFAULT_AVAILABILITY.slotMinutes).
    expect: { all: [/30 ?(-| )?min/], any: [/free/], none: [/3 days/, /15-minute test/] },
    source:
      "src/shared/demo-slots/availability.ts DEFAULT_AVAILABILITY; lead texts « Each demo lasts {minutes} minutes »",
  },
];

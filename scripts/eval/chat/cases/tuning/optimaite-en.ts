// OptimAIte in English (/optimaite): the tuning cases (written after the set-aside third). The first ones are the
// failures issue 56 quotes.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_EN: readonly ChatCase[] = [
  {
    q: "How long is the demo call?",
    // DEFAULT_AVAILABILITY.slotMinutes: 30 minutes on a fresh install; never the set-up's "3 days" or test call.
    expect: { all: [/30 ?(-| )?min/], none: [/3 days/, /15-minute test call/] },
    source: "issue 56; src/shared/demo-slots/availability.ts DEFAULT_AVAILABILITY; lead texts slots.length",
  },
  {
    q: "I booked a demo but I need to cancel it",
    expect: { all: [/e-?mail/, /link/, /cancel/] },
    source: "issue 56; src/server/leads/wording/en.ts manage « To reschedule or cancel: {url} »",
  },
  {
    q: "Is there a French version of this site?",
    expect: { link: "/fr/optimaite" },
    source: "issue 56; SITE_LOCALES.optimaite; paths.ts prefix /fr",
  },
  {
    q: "What happens when the AI can't answer a patient?",
    expect: { all: [/transfer/], any: [/summary/, /your team/] },
    source: "issue 56; optimaite/faq.ts « What happens with urgent or complex calls? »",
  },
  {
    q: "Write me a poem about dentists",
    expect: refusal("en", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  // The product.
  {
    q: "what booking software do you integrate with",
    expect: { all: [/fresha/, /vagaro/, /calendly/] },
    source: "optimaite/faq.ts « Which booking platforms do you integrate with? »",
  },
  {
    q: "do u support square",
    expect: { all: [/square/] },
    source: "optimaite/integrations.ts (Square Appointments)",
  },
  {
    q: "We use Calendly, is that ok?",
    expect: { all: [/calendly/] },
    source: "optimaite/integrations.ts (Calendly)",
  },
  {
    q: "our booking system is custom built, can you connect to it?",
    expect: { any: [/custom integration/, /\bapi/, /webhook/] },
    source: "optimaite/faq.ts integrations « custom integrations through APIs and webhooks »",
  },
  {
    q: "how long does implementation take",
    expect: { any: [/3 days/, /1-2 weeks|1 to 2 weeks/] },
    source: "optimaite/faq.ts « How long does implementation take? »",
  },
  {
    q: "what do we need to do on our side for the setup?",
    expect: { any: [/questionnaire/, /test call/] },
    source: "optimaite/services.ts TIMELINE, WHY_CHOOSE_US « 10-minute questionnaire and a 15-minute test call »",
  },
  {
    q: "what happens on day 2 of onboarding",
    expect: { all: [/train/] },
    source: "optimaite/services.ts TIMELINE « Day 2: Train and test »",
  },
  {
    q: "Does it answer calls at night and on weekends?",
    expect: { any: [/24\/7/, /nights/, /weekends/] },
    source: "optimaite/landing.ts FEATURES « 24/7 call answering »",
  },
  {
    q: "can it book appointments straight into my calendar",
    expect: { all: [/calendar/], any: [/\byes\b/, /books/] },
    source: "optimaite/landing.ts FEATURES « Appointment booking »",
  },
  {
    q: "Do you sign a BAA?",
    expect: { any: [/baa/, /business associate/] },
    source: "optimaite/faq.ts « Is OptimAIte HIPAA and PIPEDA compliant? »",
  },
  {
    q: "is it PIPEDA compliant? we're in Canada",
    expect: { all: [/pipeda/] },
    source: "optimaite/faq.ts « Is OptimAIte HIPAA and PIPEDA compliant? »",
  },
  {
    q: "Can it sound like our clinic and not like a robot?",
    expect: { any: [/trained on your services/, /practice'?s? name/, /tone/] },
    source: "optimaite/faq.ts « Can it sound like my practice? »",
  },
  {
    q: "How much does OptimAIte cost?",
    expect: { any: [/call volume/, /depends/], all: [/quote|demo/] },
    source: "optimaite/faq.ts « How much does it cost, and what is the return? »",
  },
  {
    q: "what's the ROI with the default numbers",
    expect: { all: [amount(21955)] },
    source: "optimaite/faq.ts pricing (about $21,955 a month with the calculator's defaults)",
  },
  {
    q: "how do you calculate the ROI",
    expect: { any: [/95 ?%/, /30 days/, amount(17955)] },
    source: "optimaite/landing.ts CALCULATOR.note « Based on 30 days a month and 95 % of lost clients recovered »",
  },
  {
    q: "where's the roi calculator",
    expect: { link: "/optimaite#roi-calculator" },
    source: "SPEC §2 (/optimaite anchor roi-calculator)",
  },
  {
    q: "Does it work for med spas?",
    expect: { all: [/med spa/], any: [/membership/, /bundle/] },
    source: "optimaite/services.ts SPECIALTIES « Med Spas »",
  },
  {
    q: "LASIK clinic here, would it help us?",
    expect: { all: [/lasik/], any: [/screen/, /evaluation/, /financing/] },
    source: "optimaite/services.ts SPECIALTIES « LASIK & Eye Care »",
  },
  {
    q: "can it upsell treatments to callers",
    expect: { any: [/upsell/, /complementary/] },
    source: "optimaite/landing.ts FEATURES « Upselling »",
  },
  {
    q: "How many practices use OptimAIte?",
    expect: { all: [/500/] },
    source: "optimaite/landing.ts TRUST_CARDS « Trusted by 500+ practices »",
  },
  {
    q: "does it help with no-shows",
    expect: { all: [/remind/] },
    source: "optimaite/landing.ts FEATURES « Smart reminders »",
  },
  // What a visitor wants to do.
  {
    q: "how do I book a demo",
    expect: { all: [/book (a |your )?(free )?demo/] },
    source: "optimaite/frame.ts FINAL_CTA « Book Free Demo »",
  },
  {
    q: "I need to reschedule my demo",
    expect: { all: [/e-?mail/, /link/] },
    source: "src/server/leads/wording/en.ts manage « To reschedule or cancel: {url} »",
  },
  {
    q: "where will the demo take place",
    expect: { any: [/video/, /phone/] },
    source: "demo-meeting-texts-en.ts place (video call or phone)",
  },
  {
    q: "When will you get back to me after I send the contact form?",
    expect: { all: [/24 hours/] },
    source: "optimaite/lead-dialogs.ts contact « We'll get back to you within 24 hours »",
  },
  {
    q: "can i talk to a human",
    expect: { any: [/contact/, /24 hours/] },
    source: "optimaite/frame.ts FINAL_CTA « Contact Us »; lead-dialogs contact",
  },
  {
    q: "do you sell my data?",
    expect: { any: [/never sold/, /not sold/, /never (be )?sold/] },
    source: "optimaite/privacy.ts « Hosting and recipients »",
  },
  {
    q: "where is the data from this website hosted",
    expect: { all: [/switzerland/] },
    source: "optimaite/privacy.ts « Hosting and recipients »",
  },
  // Out of scope, other languages.
  {
    q: "tell me a joke",
    expect: refusal("en", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "What's the best LAMal deductible for me?",
    // Another brand's product on the wrong site: refused, never answered with SwissHack's figures.
    expect: refusal("en", HELPS_WITH.optimaite, { none: [/chf/] }),
    source: "issue 56 (another brand's product on the wrong site)",
  },
  {
    q: "Wie viel kostet das?",
    // The site does not speak German: the answer names the languages it speaks (issue 56).
    expect: { all: [NAMES_LANGUAGE.en, NAMES_LANGUAGE.fr] },
    source: "issue 56; SITE_LOCALES.optimaite",
  },
  {
    q: "c'est quoi optimaite au juste",
    // French on the English page: OptimAIte speaks French, so the answer is in French.
    expect: { all: [/receptionniste/] },
    source: "optimaite/fr/frame.ts FOOTER « La réceptionniste IA… »; issue 56",
  },
];

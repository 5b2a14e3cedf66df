/** English copy of /optimaite (the frame every page shares is in frame.ts). */

export const HERO = {
  eyebrow: "AI receptionist for medical & aesthetic practices",
  title: "Never miss another patient call",
  lead: "OptimAIte answers every call 24/7, books appointments into your calendar, sends SMS confirmations and reminders, and recovers the revenue your missed calls cost you.",
  primaryCta: "Book Free Demo",
  secondaryCta: "Calculate your ROI",
};

export const COUNTERS = [
  { value: 25000, suffix: "+", label: "calls answered every month" },
  { value: 10000, suffix: "+", label: "appointments booked" },
  { value: 99, suffix: "%", label: "of calls picked up" },
] as const;

export const TRUST_CARDS = [
  {
    title: "Trusted by 500+ practices",
    /** The owner's count of practices replaces the specification's (decision 0046). */
    titleWithCount: "Trusted by {count}+ practices",
    text: "Plastic surgery, LASIK, dental, dermatology and med spa teams rely on OptimAIte every day.",
  },
  {
    title: "HIPAA & PIPEDA compliant",
    text: "Patient data is encrypted in transit and at rest, with signed BAAs and audit trails.",
  },
  { title: "Live in 3 days", text: "Day 1 onboard and connect, day 2 train and test, day 3 go live." },
] as const;

export const FEATURES = [
  {
    title: "24/7 call answering",
    text: "Every call picked up on the first ring, nights, weekends and holidays included.",
  },
  { title: "Appointment booking", text: "Books, reschedules and cancels directly in your practice calendar." },
  { title: "SMS confirmations", text: "Patients get an instant text confirming the date, time and location." },
  { title: "Smart reminders", text: "Automated reminders cut no-shows and fill last-minute gaps." },
  { title: "Upselling", text: "Suggests complementary treatments and packages at the right moment." },
  { title: "Analytics", text: "See call volumes, bookings and recovered revenue in one dashboard." },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      "We were missing a third of our calls during surgeries. OptimAIte books them now, and our consult calendar is full two weeks out.",
    name: "Dr. Sarah Mitchell",
    role: "Plastic surgeon, Mitchell Aesthetics",
  },
  {
    quote:
      "Set-up took three days. The reminders alone cut our no-shows in half, and patients love the instant SMS confirmations.",
    name: "James Carter",
    role: "Practice manager, ClearView LASIK",
  },
] as const;

export const BENEFITS_TEASER = {
  title: "Built for the way practices work",
  items: [
    "Answers in your practice's name, with your services and prices",
    "Hands urgent or sensitive calls to your team",
    "Works with the booking software you already use",
  ],
  link: "Explore our services",
};

export const HOW_IT_WORKS_TEASER = {
  title: "How it works",
  steps: ["Connect your calendar", "Train on your services", "Go live in 3 days"],
  link: "See the full process",
};

export const FAQ_TEASER = {
  title: "Questions before you start?",
  text: "Implementation time, integrations, compliance and pricing: the answers are in our FAQ.",
  link: "Read the FAQ",
};

export const CALCULATOR = {
  title: "ROI Calculator",
  lead: "See how much revenue your missed calls cost you, and what an AI receptionist recovers.",
  inputs: {
    callsPerDay: "Calls per day",
    missedCallRate: "Missed call rate (%)",
    lostLeadRate: "Lost lead rate (%)",
    revenuePerClient: "Average revenue per client ($)",
    receptionistCost: "Monthly receptionist cost ($)",
  },
  results: {
    lostClients: "Lost clients per month",
    lostRevenue: "Revenue lost per month",
    recoveredRevenue: "Revenue recovered per month",
    laborSavings: "Receptionist savings per month",
    monthlyROI: "Monthly ROI",
    annualROI: "Annual ROI",
  },
  congratulations: {
    title: "Congratulations!",
    text: "You don't miss any calls. OptimAIte can still save you receptionist costs and automate bookings and reminders.",
  },
  cta: "Get Your Custom Demo",
  note: "Based on 30 days a month and 95 % of lost clients recovered.",
};

/** Every text of the home page, as one language's catalogue holds them. */
export const OPTIMAITE_LANDING = {
  HERO,
  COUNTERS,
  TRUST_CARDS,
  FEATURES,
  TESTIMONIALS,
  BENEFITS_TEASER,
  HOW_IT_WORKS_TEASER,
  FAQ_TEASER,
  CALCULATOR,
};

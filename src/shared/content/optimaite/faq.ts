/** The six questions of /faq, with their category tags. */
export interface OptimaiteFaqEntry {
  question: string;
  answer: string;
  category: string;
}

export const OPTIMAITE_FAQ: readonly OptimaiteFaqEntry[] = [
  {
    category: "Getting started",
    question: "How long does implementation take?",
    answer:
      "Most practices are fully set up within 1-2 weeks, and the core launch takes 3 days: day 1 onboard and connect, day 2 train and test, day 3 go live. You fill in a 10-minute questionnaire and join a 15-minute test call.",
  },
  {
    category: "Integrations",
    question: "Which booking platforms do you integrate with?",
    answer:
      "OptimAIte integrates with Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly and Google Calendar. For other systems we build custom integrations through APIs and webhooks.",
  },
  {
    category: "Compliance",
    question: "Is OptimAIte HIPAA and PIPEDA compliant?",
    answer:
      "Yes. Calls and patient data are encrypted in transit and at rest, access is logged, and we sign Business Associate Agreements with US practices.",
  },
  {
    category: "Features",
    question: "What happens with urgent or complex calls?",
    answer:
      "You decide the rules: urgent medical questions, complaints or VIP patients are transferred to your team immediately, with a summary sent by SMS or email.",
  },
  {
    category: "Features",
    question: "Can it sound like my practice?",
    answer:
      "Yes. OptimAIte is trained on your services, prices, policies and tone, greets callers with your practice name and answers your most common questions.",
  },
  {
    category: "Pricing",
    question: "How much does it cost, and what is the return?",
    answer:
      "Pricing depends on call volume and integrations; the demo gives you an exact quote. Use the ROI calculator: with 20 calls a day, a 30 % missed call rate, $150 per client and a $4,000 receptionist, the monthly return is about $21,955 ($17,955 of recovered revenue plus $4,000 of receptionist savings).",
  },
];

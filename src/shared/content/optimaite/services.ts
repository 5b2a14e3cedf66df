/** English copy of /details. */
export const SPECIALTIES = [
  {
    title: "Plastic Surgery",
    text: "Consult bookings, pre-op questions and post-op follow-ups handled with discretion.",
  },
  { title: "LASIK & Eye Care", text: "Screens candidates, books evaluations and explains financing options." },
  { title: "Cosmetic Surgery", text: "Answers procedure questions and fills your consultation calendar." },
  { title: "Aesthetic Clinics", text: "Books injectables, laser and skin treatments and suggests packages." },
  { title: "Dental Practices", text: "Schedules cleanings, emergencies and recalls around chair availability." },
  { title: "Dermatology", text: "Triages requests and books medical and cosmetic dermatology visits." },
  { title: "Med Spas", text: "Sells memberships and treatment bundles while booking appointments." },
  { title: "Wellness Centers", text: "Books therapies, classes and consultations across your team." },
] as const;

export const WHY_CHOOSE_US = [
  { title: "Never miss a call", text: "Picked up on the first ring, 24/7, even when your front desk is busy." },
  { title: "More booked revenue", text: "Recovers 95 % of the patients who would have hung up on voicemail." },
  { title: "Lower staffing costs", text: "Handles routine calls so your team can focus on patients in the room." },
  { title: "HIPAA & PIPEDA compliant", text: "Encryption, access controls, audit logs and signed agreements." },
  { title: "Sounds like your practice", text: "Trained on your services, prices, policies and tone of voice." },
  { title: "Fast to launch", text: "Live in 3 days with a 10-minute questionnaire and a 15-minute test call." },
] as const;

export const HOW_IT_WORKS = [
  { title: "Discovery call", text: "A 15-minute call to understand your practice, volumes and goals." },
  { title: "Questionnaire", text: "A 10-minute questionnaire about your services, prices, hours and policies." },
  { title: "Calendar connection", text: "We connect OptimAIte to your booking platform and phone line." },
  { title: "Training", text: "Your AI receptionist learns your services, FAQs and escalation rules." },
  { title: "Test call", text: "A 15-minute test call with your team to fine-tune answers and tone." },
  { title: "Go live", text: "Calls are answered, appointments booked and reminders sent from day 3." },
] as const;

export const TIMELINE = [
  {
    day: "Day 1",
    title: "Onboard and connect",
    text: "Kick-off, 10-minute questionnaire, calendar and phone connection.",
  },
  {
    day: "Day 2",
    title: "Train and test",
    text: "Training on your services, then a 15-minute test call with your team.",
  },
  { day: "Day 3", title: "Go live", text: "OptimAIte answers your calls; we monitor and fine-tune the first week." },
] as const;

export const BEYOND_BASICS = [
  { title: "Revenue optimization", text: "Upsells complementary treatments and fills cancellations from a waitlist." },
  { title: "Patient retention", text: "Recall campaigns, reminders and follow-ups that bring patients back." },
  { title: "Practice analytics", text: "Call outcomes, booking rates and recovered revenue, week by week." },
] as const;

export const DETAILS_CTA = {
  title: "See OptimAIte answer calls for your specialty",
  text: "A free, no-commitment demo tailored to your practice.",
};

/** Every text of /details, as one language's catalogue holds them. */
export const OPTIMAITE_SERVICES = { SPECIALTIES, WHY_CHOOSE_US, HOW_IT_WORKS, TIMELINE, BEYOND_BASICS, DETAILS_CTA };

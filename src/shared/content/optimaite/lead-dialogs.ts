import type { HEAR_ABOUT_OPTIONS } from "../../schemas/lead";

export const HEAR_ABOUT_LABELS: Record<(typeof HEAR_ABOUT_OPTIONS)[number], string> = {
  "google-search": "Google search",
  "social-media": "Social media",
  referral: "Referral",
  linkedin: "LinkedIn",
  "industry-event": "Industry event",
  "online-ad": "Online ad",
  partner: "Partner",
  other: "Other",
};

/** Texts of the demo and contact dialogs, including SPEC section 8's toasts. */
export const LEAD_DIALOGS = {
  demo: {
    title: "Book your free demo",
    description: "Tell us about your practice and pick a time, or we'll contact you within 24 hours to schedule it.",
    projectLabel: "What would you like OptimAIte to handle?",
    submit: "Book Demo",
    submitting: "Booking Demo...",
    successTitle: "Demo Booked Successfully! 🎉",
    successText: "We'll contact you within 24 hours to schedule your personalized demo.",
  },
  contact: {
    title: "Contact us",
    description: "Questions, custom integrations or pricing: we'll get back to you within 24 hours.",
    projectLabel: "Your message",
    submit: "Send Message",
    submitting: "Sending...",
    successTitle: "Message Sent Successfully!",
    successText: "We'll get back to you within 24 hours.",
  },
} as const;

/** Every text of the demo and contact dialogs' content module, as one language's catalogue holds them. */
export const OPTIMAITE_LEAD_DIALOGS = { HEAR_ABOUT_LABELS, LEAD_DIALOGS };

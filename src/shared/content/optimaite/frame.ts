/** English copy of what frames every OptimAIte page: the navigation, the closing call to action, the footer line. */

export const OPTIMAITE_NAV = [
  { to: "/optimaite", label: "Home" },
  { to: "/details", label: "Services" },
  { to: "/integrations", label: "Integrations" },
  { to: "/faq", label: "FAQ" },
] as const;

export const FINAL_CTA = {
  title: "Ready to stop losing patients to voicemail?",
  // No length here: the page is prerendered, the length is the owner's setting; the demo dialog states it.
  text: "Book a free demo: we'll show you OptimAIte answering calls for a practice like yours.",
  demo: "Book Free Demo",
  contact: "Contact Us",
};

export const FOOTER = {
  tagline: "The AI receptionist that answers, books and follows up for medical and aesthetic practices.",
};

/** The frame's texts, as one language's catalogue holds them. */
export const OPTIMAITE_FRAME = { OPTIMAITE_NAV, FINAL_CTA, FOOTER };

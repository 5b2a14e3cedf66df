import type { Translation } from "../../../i18n/translation.ts";
import type { OPTIMAITE_FRAME } from "../frame.ts";

/** The site's frame in Quebec French: the navigation, the closing call to action and the footer line. */
export const OPTIMAITE_FRAME_FR = {
  OPTIMAITE_NAV: [
    { to: "/optimaite", label: "Accueil" },
    { to: "/details", label: "Services" },
    { to: "/integrations", label: "Intégrations" },
    { to: "/faq", label: "FAQ" },
  ],
  FINAL_CTA: {
    title: "Prêt à ne plus perdre de patients dans la boîte vocale?",
    text: "Réservez une démo gratuite : nous vous montrerons OptimAIte répondant aux appels d'une clinique comme la vôtre.",
    demo: "Réserver une démo gratuite",
    contact: "Nous joindre",
  },
  FOOTER: {
    tagline:
      "La réceptionniste IA qui répond, prend les rendez-vous et fait le suivi pour les cliniques médicales et esthétiques.",
  },
} as const satisfies Translation<typeof OPTIMAITE_FRAME>;

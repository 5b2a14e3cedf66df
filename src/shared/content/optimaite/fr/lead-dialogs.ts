import type { Translation } from "../../../i18n/translation.ts";
import type { OPTIMAITE_LEAD_DIALOGS } from "../lead-dialogs.ts";

/** The demo and contact dialogs' texts in Quebec French. */
export const OPTIMAITE_LEAD_DIALOGS_FR = {
  HEAR_ABOUT_LABELS: {
    "google-search": "Recherche Google",
    "social-media": "Réseaux sociaux",
    referral: "Recommandation",
    linkedin: "LinkedIn",
    "industry-event": "Événement de l'industrie",
    "online-ad": "Publicité en ligne",
    partner: "Partenaire",
    other: "Autre",
  },
  LEAD_DIALOGS: {
    demo: {
      title: "Réservez votre démo gratuite",
      description:
        "Parlez-nous de votre clinique et choisissez un moment, ou nous vous joindrons d'ici 24 heures pour la planifier.",
      projectLabel: "Que souhaitez-vous confier à OptimAIte?",
      submit: "Réserver la démo",
      submitting: "Réservation en cours…",
      successTitle: "Démo réservée avec succès! 🎉",
      successText: "Nous vous joindrons d'ici 24 heures pour planifier votre démo personnalisée.",
    },
    contact: {
      title: "Nous joindre",
      description: "Questions, intégrations sur mesure ou tarifs : nous vous répondrons d'ici 24 heures.",
      projectLabel: "Votre message",
      submit: "Envoyer le message",
      submitting: "Envoi en cours…",
      successTitle: "Message envoyé avec succès!",
      successText: "Nous vous répondrons d'ici 24 heures.",
    },
  },
} as const satisfies Translation<typeof OPTIMAITE_LEAD_DIALOGS>;

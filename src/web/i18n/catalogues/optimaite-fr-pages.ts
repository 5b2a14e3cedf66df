import { OPTIMAITE_FAQ_FR } from "@shared/content/optimaite/fr/faq";
import { OPTIMAITE_INTEGRATIONS_FR } from "@shared/content/optimaite/fr/integrations";
import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { OPTIMAITE_LEGAL_NOTICE_FR } from "@shared/content/optimaite/fr/legal-notice";
import { OPTIMAITE_PRIVACY_FR } from "@shared/content/optimaite/fr/privacy";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import type { OptimaitePageTexts } from "./optimaite-en-pages";

/** The texts of OptimAIte's pages in Quebec French, given to each page by its loader. */
export const optimaiteFrPages = {
  seo: {
    home: {
      title: "OptimAIte : réceptionniste IA pour cliniques et médispas",
      description:
        "OptimAIte répond à chaque appel 24 h sur 24, prend les rendez-vous, envoie confirmations et rappels par texto. Calculez ce que vos appels manqués vous coûtent et réservez une démo gratuite.",
      keywords:
        "réceptionniste IA, clinique médicale, clinique esthétique, médispa, dentiste, réponse téléphonique, prise de rendez-vous, RCI",
    },
    details: {
      title: "Services – OptimAIte, réceptionniste IA pour 8 spécialités",
      description:
        "Chirurgie plastique, LASIK, chirurgie esthétique, cliniques esthétiques, dentisterie, dermatologie, médispas et centres de bien-être : comment OptimAIte fonctionne et se déploie en 3 jours.",
      keywords: "services réceptionniste IA, chirurgie plastique, LASIK, dermatologie, médispa, déploiement",
    },
    integrations: {
      title: "Intégrations : Fresha, Vagaro, Square, Mindbody… | OptimAIte",
      description:
        "OptimAIte réserve dans Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly et Google Agenda, avec des intégrations sur mesure par API et webhooks.",
      keywords: "Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly, Google Agenda, intégration",
    },
    faq: {
      title: "FAQ – Réceptionniste IA OptimAIte",
      description:
        "Délai de mise en place, plateformes de réservation intégrées, conformité HIPAA et LPRPDE, appels urgents, la voix de votre clinique et nos tarifs.",
      keywords: "FAQ réceptionniste IA, délai de mise en place, HIPAA, LPRPDE, intégrations, tarifs",
    },
    privacy: {
      title: "Politique de confidentialité – OptimAIte",
      description:
        "Ce qu'OptimAIte recueille, conservation de 12 mois, témoins conservés six mois, hébergement en Suisse, adresse IP jamais conservée, Global Privacy Control respecté, vos droits.",
      keywords: "confidentialité, RGPD, LPD, témoins, protection des renseignements personnels",
    },
    legalNotice: {
      title: "Mentions légales – OptimAIte",
      description: "Éditeur, coordonnées, hébergement, propriété intellectuelle et crédits du site OptimAIte.",
    },
  },
  landing: OPTIMAITE_LANDING_FR,
  services: OPTIMAITE_SERVICES_FR,
  integrations: OPTIMAITE_INTEGRATIONS_FR,
  faq: OPTIMAITE_FAQ_FR,
  privacy: OPTIMAITE_PRIVACY_FR,
  legalNotice: OPTIMAITE_LEGAL_NOTICE_FR,
} as const satisfies OptimaitePageTexts;

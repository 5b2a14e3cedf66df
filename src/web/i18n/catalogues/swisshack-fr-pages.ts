import { BLOG_PAGES } from "@shared/content/swisshack/blog";
import { SWISSHACK_FAQ } from "@shared/content/swisshack/faq";
import { LANDING } from "@shared/content/swisshack/landing";
import { LEGAL_NOTICE } from "@shared/content/swisshack/legal-notice";
import { NEWSLETTER_RESULTS } from "@shared/content/swisshack/newsletter-results";
import { PREMIUM } from "@shared/content/swisshack/premium";
import { PREMIUM_ORDER } from "@shared/content/swisshack/premium-order";
import { PRIVACY } from "@shared/content/swisshack/privacy";
import type { Translation } from "../translation";

/** The texts of SwissHack's pages in French, each given to its page by the page's loader (page-texts.server.ts), never carried by the language's layout. */
export const swisshackFrPages = {
  seo: {
    home: {
      title: "SwissHack – Audit gratuit pour frontaliers et résidents",
      description:
        "Audit gratuit de votre 3e pilier, LPP, LAMal et impôts : 5 minutes de questionnaire, rapport PDF sous 48 h, CHF 2 000 à 6 000 d'économies par an. Indépendant, sans commission.",
      keywords:
        "audit financier, frontalier, 3e pilier, LPP, LAMal, impôts Suisse, franchise, quasi-résident, Genève, Vaud",
    },
    premium: {
      title: "Audit Premium SwissHack – CHF 590, expert et suivi 2 ans",
      description:
        "L'audit Premium : CHF 590 une fois, CHF 5 900 d'économies moyennes par an, appel expert de 45 minutes, plan sur 5-10 ans, suivi 2 ans, satisfait ou remboursé 30 jours.",
      figure: {
        name: "averageSaving",
        withCount:
          "L'audit Premium : CHF 590 une fois, CHF {count} d'économies moyennes par an, appel expert de 45 minutes, plan sur 5-10 ans, suivi 2 ans, satisfait ou remboursé 30 jours.",
      },
      keywords: "audit premium, conseil financier Suisse, plan financier, frontalier, expert indépendant",
    },
    privacy: {
      title: "Confidentialité et cookies – SwissHack",
      description:
        "Données collectées, conservation 12 mois au maximum, cookies gardés six mois, hébergement en Suisse, adresse IP jamais stockée, Global Privacy Control respecté, vos droits.",
      keywords: "confidentialité, nLPD, RGPD, cookies, protection des données",
    },
    legalNotice: {
      title: "Mentions légales – SwissHack",
      description: "Éditeur, contact, hébergement, propriété intellectuelle et crédits du site SwissHack.",
    },
    newsletterConfirmation: {
      title: "Newsletter SwissHack",
      description: "Confirmation ou désinscription de la newsletter SwissHack.",
    },
    premiumOrder: {
      title: "Commande de l'audit Premium – SwissHack",
      description: "Confirmation de votre commande de l'audit Premium SwissHack.",
    },
    blog: {
      title: "Blog SwissHack – 3e pilier, LPP, LAMal et impôts en Suisse",
      description:
        "Guides concrets pour frontaliers, résidents et indépendants en Suisse : 3e pilier, LPP, LAMal et impôts, avec les chiffres officiels de l'année.",
    },
  },
  landing: LANDING,
  premium: PREMIUM,
  faq: SWISSHACK_FAQ,
  privacy: PRIVACY,
  legalNotice: LEGAL_NOTICE,
  newsletterResults: NEWSLETTER_RESULTS,
  premiumOrder: PREMIUM_ORDER,
  blog: BLOG_PAGES,
} as const;

/** Every page's texts, in any language. */
export type SwissHackPageTexts = Translation<typeof swisshackFrPages>;

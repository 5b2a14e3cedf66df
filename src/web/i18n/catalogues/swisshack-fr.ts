import { FRAME } from "../../../shared/content/swisshack/frame";
import type { Locale } from "../../../shared/i18n/locales";
import type { Translation } from "../translation";
import { SWISSHACK_UI_FR } from "./swisshack/ui-fr";
import type { SwissHackPageTexts } from "./swisshack-fr-pages";

/** SwissHack in French, its default language (SPEC's texts): the source every other language translates. */
export const swisshackFr = {
  site: "swisshack",
  locale: "fr",
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
  },
  frame: FRAME,
  ui: SWISSHACK_UI_FR,
  notFound: {
    title: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
    back: "Page précédente",
    documentTitle: "Page introuvable – SwissHack",
  },
  languages: {
    switcherLabel: "Langue",
  },
} as const;

/** What a language's layout carries for every page of the site: the frame, the SEO texts, the shared words. */
export type SwissHackShell = Omit<Translation<typeof swisshackFr>, "site" | "locale"> & {
  site: "swisshack";
  locale: Locale;
};

/** What a page of the site reads: its language's shell and, on the page whose loader gives them, its own texts. */
export type SwissHackCatalogue = SwissHackShell & SwissHackPageTexts;

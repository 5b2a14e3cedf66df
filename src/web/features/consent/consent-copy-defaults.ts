import type { Translation } from "@shared/i18n/translation";

/** The banner in the sites' default languages; the others load with their pages. */
export const CONSENT_COPY = {
  fr: {
    region: "Consentement aux cookies",
    title: "Vos choix en matière de cookies",
    text: "Cookies nécessaires au site, et mesure d'audience (sans votre adresse IP) avec votre accord.",
    gpc: "Votre navigateur envoie le signal Global Privacy Control : nous le respectons comme un refus de la mesure d'audience et du marketing.",
    accept: "Tout accepter",
    refuse: "Tout refuser",
    customise: "Personnaliser",
    save: "Enregistrer",
    back: "Retour",
    essential: "Essentiels",
    essentialText: "Nécessaires au site (votre choix de cookies, votre session). Toujours actifs.",
    analytics: "Mesure d'audience",
    analyticsText: "Compte les visites de retour avec un identifiant aléatoire, pour améliorer le site.",
    marketing: "Marketing",
    marketingText: "Aucun traceur publicitaire tiers n'est utilisé aujourd'hui.",
    more: "Notre politique de confidentialité",
  },
  en: {
    region: "Cookie consent",
    title: "Your cookie choices",
    text: "Cookies the site needs, and analytics (without your IP address) if you agree.",
    gpc: "Your browser sends the Global Privacy Control signal: we honour it as a refusal of analytics and marketing.",
    accept: "Accept all",
    refuse: "Refuse all",
    customise: "Customise",
    save: "Save",
    back: "Back",
    essential: "Essential",
    essentialText: "Needed for the site to work (your cookie choice, your session). Always on.",
    analytics: "Analytics",
    analyticsText: "Recognises returning visits with a random identifier, to improve the site.",
    marketing: "Marketing",
    marketingText: "No third-party advertising tracker is used today.",
    more: "Our privacy policy",
  },
} as const;

export type ConsentCopy = Translation<(typeof CONSENT_COPY)["fr"]>;

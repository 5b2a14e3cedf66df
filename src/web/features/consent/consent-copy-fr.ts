import type { Translation } from "@shared/i18n/translation";

/** The banner's words in SPEC's French: the source every other language translates. */
export const CONSENT_COPY_FR = {
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
} as const;

export type ConsentCopy = Translation<typeof CONSENT_COPY_FR>;

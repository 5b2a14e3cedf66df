import type { ConsentCopy } from "./consent-copy-fr";

/**
 * OptimAIte's banner in Quebec French: « témoins », as the OQLF recommends (« cookies » beside it once), and the
 * category names of its French privacy policy. SwissHack's French stays SPEC's.
 */
export const CONSENT_COPY_FR_CA = {
  region: "Consentement aux témoins",
  title: "Vos choix en matière de témoins (cookies)",
  text: "Des témoins nécessaires au site et, si vous y consentez, des statistiques de visite (sans votre adresse IP).",
  gpc: "Votre navigateur envoie le signal Global Privacy Control : nous le respectons comme un refus des statistiques et du marketing.",
  accept: "Tout accepter",
  refuse: "Tout refuser",
  customise: "Personnaliser",
  save: "Enregistrer",
  back: "Retour",
  essential: "Essentiels",
  essentialText:
    "Nécessaires au fonctionnement du site (votre choix relatif aux témoins, votre session). Toujours actifs.",
  analytics: "Statistiques",
  analyticsText: "Reconnaît les visites de retour grâce à un identifiant aléatoire, pour améliorer le site.",
  marketing: "Marketing",
  marketingText: "Nous n'utilisons aucun traceur publicitaire tiers pour le moment.",
  more: "Notre politique de confidentialité",
} satisfies ConsentCopy;

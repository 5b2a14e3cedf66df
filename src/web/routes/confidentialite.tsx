import { pageMeta } from "~/lib/seo";
import { PrivacyPage } from "~/sites/swisshack/pages/privacy-page";

export function meta() {
  return pageMeta({
    title: "Confidentialité et cookies – SwissHack",
    description:
      "Données collectées, conservation 12 mois au maximum, cookies gardés six mois, hébergement en Suisse, adresse IP jamais stockée, Global Privacy Control respecté, vos droits.",
    keywords: "confidentialité, nLPD, RGPD, cookies, protection des données",
    path: "/confidentialite",
    site: "swisshack",
  });
}

export default PrivacyPage;

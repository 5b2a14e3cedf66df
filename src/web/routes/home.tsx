import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/sites/swisshack/pages/home-page";

export function meta() {
  return pageMeta({
    title: "SwissHack – Audit gratuit pour frontaliers et résidents",
    description:
      "Audit gratuit de votre 3e pilier, LPP, LAMal et impôts : 5 minutes de questionnaire, rapport PDF sous 48 h, CHF 2 000 à 6 000 d'économies par an. Indépendant, sans commission.",
    keywords:
      "audit financier, frontalier, 3e pilier, LPP, LAMal, impôts Suisse, franchise, quasi-résident, Genève, Vaud",
    path: "/",
    site: "swisshack",
  });
}

export default HomePage;

import { pageMeta } from "~/lib/seo";
import { PremiumPage } from "~/sites/swisshack/pages/premium-page";

export function meta() {
  return pageMeta({
    title: "Audit Premium SwissHack – CHF 590, expert et suivi 2 ans",
    description:
      "L'audit Premium : CHF 590 une fois, CHF 5 900 d'économies moyennes par an, appel expert de 45 minutes, plan sur 5-10 ans, suivi 2 ans, satisfait ou remboursé 30 jours.",
    keywords: "audit premium, conseil financier Suisse, plan financier, frontalier, expert indépendant",
    path: "/premium",
    site: "swisshack",
  });
}

export default PremiumPage;

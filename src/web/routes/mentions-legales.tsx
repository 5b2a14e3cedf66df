import { pageMeta } from "~/lib/seo";
import { LegalNoticePage } from "~/sites/swisshack/pages/legal-notice-page";

export function meta() {
  return pageMeta({
    title: "Mentions légales – SwissHack",
    description: "Éditeur, contact, hébergement, propriété intellectuelle et crédits du site SwissHack.",
    path: "/mentions-legales",
    site: "swisshack",
  });
}

export default LegalNoticePage;

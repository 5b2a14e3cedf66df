import { pageMeta } from "~/lib/seo";
import { NewsletterResultPage } from "~/sites/swisshack/pages/newsletter-result-page";

export function meta() {
  return pageMeta({
    title: "Newsletter SwissHack",
    description: "Confirmation ou désinscription de la newsletter SwissHack.",
    path: "/newsletter/confirmation",
    site: "swisshack",
    noindex: true,
  });
}

export default NewsletterResultPage;

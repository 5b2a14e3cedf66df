import { PreAnalysisPage } from "~/sites/swisshack/pre-analysis/pre-analysis-page";

/** A private page behind an unguessable link: never indexed, no canonical URL. Its <title> is the page's own. */
export function meta() {
  return [
    { name: "robots", content: "noindex, nofollow" },
    { name: "description", content: "Votre pré-analyse personnelle : 3e pilier, assurance maladie, frontaliers." },
  ];
}

export default PreAnalysisPage;

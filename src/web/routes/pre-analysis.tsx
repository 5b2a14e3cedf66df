import { PreAnalysisPage } from "~/sites/swisshack/pre-analysis/pre-analysis-page";

/** A private page behind an unguessable link: never indexed, no canonical URL. */
export function meta() {
  return [
    { title: "Votre pré-analyse – SwissHack" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "description", content: "Votre pré-analyse personnelle : 3e pilier, assurance maladie, frontaliers." },
  ];
}

export default PreAnalysisPage;

import { pageMeta } from "~/lib/seo";
import { siteIconLinks } from "~/lib/site-icon";
import { OptimaiteLegalNoticePage } from "~/sites/optimaite/pages/legal-notice-page";

export const links = siteIconLinks("optimaite");

export function meta() {
  return pageMeta({
    title: "Legal notice – OptimAIte",
    description: "Publisher, contact, hosting, intellectual property and credits of the OptimAIte website.",
    path: "/legal-notice",
    site: "optimaite",
  });
}

export default OptimaiteLegalNoticePage;

import { SitemapManagerPage } from "~/features/sitemap-manager/sitemap-manager-page";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Sitemap Manager – OptimAIte",
    description: "Preview and download the sitemap.",
    path: "/sitemap-manager",
    site: "optimaite",
    noindex: true,
  });
}

export default SitemapManagerPage;

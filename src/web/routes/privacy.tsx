import { pageMeta } from "~/lib/seo";
import { siteIconLinks } from "~/lib/site-icon";
import { OptimaitePrivacyPage } from "~/sites/optimaite/pages/privacy-page";

export const links = siteIconLinks("optimaite");

export function meta() {
  return pageMeta({
    title: "Privacy policy – OptimAIte",
    description:
      "What OptimAIte collects, 12-month retention, cookies kept six months, hosting in Switzerland, IP address never stored, Global Privacy Control honoured, your rights.",
    keywords: "privacy, GDPR, FADP, cookies, data protection",
    path: "/privacy",
    site: "optimaite",
  });
}

export default OptimaitePrivacyPage;

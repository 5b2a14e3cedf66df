import { pageMeta } from "~/lib/seo";
import { siteIconLinks } from "~/lib/site-icon";
import { FaqPage } from "~/sites/optimaite/pages/faq-page";

export const links = siteIconLinks("optimaite");

export function meta() {
  return pageMeta({
    title: "FAQ – OptimAIte AI Receptionist",
    description:
      "How long implementation takes, which booking platforms we integrate with, HIPAA and PIPEDA compliance, urgent calls, your practice's voice and pricing.",
    keywords: "AI receptionist FAQ, implementation time, HIPAA, integrations, pricing",
    path: "/faq",
    site: "optimaite",
  });
}

export default FaqPage;

import { pageMeta } from "~/lib/seo";
import { siteIconLinks } from "~/lib/site-icon";
import { DetailsPage } from "~/sites/optimaite/pages/details-page";

export const links = siteIconLinks("optimaite");

export function meta() {
  return pageMeta({
    title: "Services – OptimAIte AI Receptionist for 8 Practice Types",
    description:
      "Plastic surgery, LASIK, cosmetic surgery, aesthetic clinics, dental, dermatology, med spas and wellness centers: how OptimAIte works and goes live in 3 days.",
    keywords: "AI receptionist services, plastic surgery, LASIK, dermatology, med spa, implementation timeline",
    path: "/details",
    site: "optimaite",
  });
}

export default DetailsPage;

import { pageMeta } from "~/lib/seo";
import { siteIconLinks } from "~/lib/site-icon";
import { OptimaiteHomePage } from "~/sites/optimaite/pages/home-page";

export const links = siteIconLinks("optimaite");

export function meta() {
  return pageMeta({
    title: "OptimAIte: AI Receptionist for Medical & Aesthetic Practices",
    description:
      "OptimAIte answers every call 24/7, books appointments, sends SMS confirmations and reminders. Calculate the revenue your missed calls cost and book a free demo.",
    keywords:
      "AI receptionist, medical practice, aesthetic clinic, med spa, dental, call answering, appointment booking, ROI",
    path: "/optimaite",
    site: "optimaite",
  });
}

export default OptimaiteHomePage;

import { pageMeta } from "~/lib/seo";
import { siteIconLinks } from "~/lib/site-icon";
import { IntegrationsPage } from "~/sites/optimaite/pages/integrations-page";

export const links = siteIconLinks("optimaite");

export function meta() {
  return pageMeta({
    title: "Integrations: Fresha, Vagaro, Square, Mindbody… | OptimAIte",
    description:
      "OptimAIte books into Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly and Google Calendar, with custom API and webhook integrations.",
    keywords: "Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly, Google Calendar, integration",
    path: "/integrations",
    site: "optimaite",
  });
}

export default IntegrationsPage;

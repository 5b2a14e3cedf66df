import { NO_DETAILS, type SiteDetails } from "@shared/site-settings/details";
import { useMatches } from "react-router";

const hasDetails = (data: unknown): data is { siteDetails: SiteDetails } =>
  typeof data === "object" && data !== null && "siteDetails" in data;

/**
 * The page's brand's details (contact, WhatsApp, social pages, the legal notice's publisher), from its language
 * layout's loader data; none on the pages outside a site (account pages, the admin): their elements are left out.
 */
export function useSiteDetails(): SiteDetails {
  const match = useMatches().find((m) => hasDetails(m.loaderData));
  return match && hasDetails(match.loaderData) ? match.loaderData.siteDetails : NO_DETAILS;
}

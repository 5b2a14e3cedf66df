import type { Brand, SiteDetails } from "@shared/site-settings/details";
import { detailsFromEnv } from "@shared/site-settings/details-from-env";
import type { LoaderFunctionArgs } from "react-router";

/** What a site's layout gives its pages: the brand's details (useSiteDetails reads them). */
export interface SiteDetailsData {
  siteDetails: SiteDetails;
}

/**
 * A language layout's loader (decision 0042): the brand's details in force, from the server when it renders the
 * page (the admin's Settings), or the environment's defaults while the build prerenders it.
 */
export function siteDetailsLoader(brand: Brand) {
  return async ({ context }: LoaderFunctionArgs): Promise<SiteDetailsData> => ({
    siteDetails: context.siteDetails ? await context.siteDetails(brand) : detailsFromEnv(brand, process.env),
  });
}

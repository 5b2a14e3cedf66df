import { detailsForTheBuild } from "@shared/schemas/site-settings";
import type { Brand, SiteDetails } from "@shared/site-settings/details";
import { type ShownFigures, SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import type { LoaderFunctionArgs } from "react-router";

/** What a site's layout gives its pages: the brand's details and numbers (useSiteDetails, useSiteFigures). */
export interface SiteDetailsData {
  siteDetails: SiteDetails;
  siteFigures: ShownFigures;
}

/**
 * A language layout's loader (decision 0042): the brand's details and numbers in force, from the server when it
 * renders the page (the admin's Settings), or the environment's defaults (checked as Settings check them) and the
 * specification's numbers while the build prerenders it.
 */
export function siteDetailsLoader(brand: Brand) {
  return async ({ context }: LoaderFunctionArgs): Promise<SiteDetailsData> => ({
    siteDetails: context.siteDetails ? await context.siteDetails(brand) : detailsForTheBuild(brand, process.env),
    siteFigures: context.siteFigures ? await context.siteFigures(brand) : SPEC_FIGURES,
  });
}

import { type Brand, NO_DETAILS, type SiteDetails } from "@shared/site-settings/details";
import { type ShownFigures, SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import type { LoaderFunctionArgs } from "react-router";

/** What a site's layout gives its pages: the brand's details and numbers (useSiteDetails, useSiteFigures). */
export interface SiteDetailsData {
  siteDetails: SiteDetails;
  siteFigures: ShownFigures;
}

/** The brands' details the build prerenders, checked by vite.config.ts from the build's environment. */
declare const __BUILD_SITE_DETAILS__: Record<Brand, SiteDetails> | undefined;
const builtDetails = (brand: Brand): SiteDetails =>
  typeof __BUILD_SITE_DETAILS__ === "object" && __BUILD_SITE_DETAILS__ ? __BUILD_SITE_DETAILS__[brand] : NO_DETAILS;

/**
 * A language layout's loader (decision 0042): the brand's details and numbers in force, from the server when it
 * renders the page (the admin's Settings), or the build's (its environment's, checked as Settings check them, handed
 * over by vite.config.ts) and the specification's numbers while the build prerenders it.
 */
export function siteDetailsLoader(brand: Brand) {
  return async ({ context }: LoaderFunctionArgs): Promise<SiteDetailsData> => ({
    siteDetails: context.siteDetails ? await context.siteDetails(brand) : builtDetails(brand),
    siteFigures: context.siteFigures ? await context.siteFigures(brand) : SPEC_FIGURES,
  });
}

import { type Brand, NO_DETAILS, type SiteDetails } from "@shared/site-settings/details";
import { type ShownFigures, SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import type { LoaderFunctionArgs } from "react-router";

/** What a site's layout gives its pages: the brand's details and numbers (useSiteDetails, useSiteFigures). */
export interface SiteDetailsData {
  siteDetails: SiteDetails;
  siteFigures: ShownFigures;
  /** SwissHack's only, and only when open (issue 57): closed, the pages' data are what they were before ordering. */
  onlineOrdering?: true;
}

/** The brands' details the build prerenders, checked by vite.config.ts from the build's environment. */
declare const __BUILD_SITE_DETAILS__: Record<Brand, SiteDetails> | undefined;
const builtDetails = (brand: Brand): SiteDetails =>
  typeof __BUILD_SITE_DETAILS__ === "object" && __BUILD_SITE_DETAILS__ ? __BUILD_SITE_DETAILS__[brand] : NO_DETAILS;

/** Whether the build's environment had the payment provider's keys (vite.config.ts). */
declare const __BUILD_ONLINE_ORDERING__: boolean | undefined;
const builtOnlineOrdering = typeof __BUILD_ONLINE_ORDERING__ === "boolean" && __BUILD_ONLINE_ORDERING__;

/**
 * A language layout's loader (decision 0042): the brand's details and numbers in force, and whether the Premium audit
 * can be ordered online, from the server when it renders the page (the admin's Settings, the server's keys), or the
 * build's (its environment's, checked as Settings check them, handed over by vite.config.ts) and the specification's
 * numbers while the build prerenders it.
 */
export function siteDetailsLoader(brand: Brand) {
  return async ({ context }: LoaderFunctionArgs): Promise<SiteDetailsData> => {
    const onlineOrdering = brand === "swisshack" && (context.onlineOrdering ?? builtOnlineOrdering);
    return {
      siteDetails: context.siteDetails ? await context.siteDetails(brand) : builtDetails(brand),
      siteFigures: context.siteFigures ? await context.siteFigures(brand) : SPEC_FIGURES,
      ...(onlineOrdering ? { onlineOrdering: true as const } : {}),
    };
  };
}

import { formatWholeNumber } from "@shared/i18n/format";
import { NO_DETAILS, type SiteDetails } from "@shared/site-settings/details";
import {
  type FigureName,
  type FigureWording,
  figureText,
  type ShownFigures,
  SPEC_FIGURES,
} from "@shared/site-settings/shown-figures";
import { useMatches } from "react-router";
import { usePageLanguage } from "~/i18n/catalogue-context";

interface SiteData {
  siteDetails: SiteDetails;
  siteFigures?: ShownFigures;
  onlineOrdering?: true;
}

const isSiteData = (data: unknown): data is SiteData =>
  typeof data === "object" && data !== null && "siteDetails" in data;

function useSiteData(): SiteData | undefined {
  const match = useMatches().find((m) => isSiteData(m.loaderData));
  return match && isSiteData(match.loaderData) ? match.loaderData : undefined;
}

/**
 * The page's brand's details (contact, WhatsApp, social pages, the legal notice's publisher), from its language
 * layout's loader data; none on the pages outside a site (account pages, the admin): their elements are left out.
 */
export function useSiteDetails(): SiteDetails {
  return useSiteData()?.siteDetails ?? NO_DETAILS;
}

/** The site's numbers as the owner chose them (the specification's text by default). */
export function useSiteFigures(): ShownFigures {
  return useSiteData()?.siteFigures ?? SPEC_FIGURES;
}

/** Whether the Premium audit can be ordered online (issue 57): the server has the payment provider's keys. */
export function useOnlineOrdering(): boolean {
  return useSiteData()?.onlineOrdering === true;
}

/**
 * A figure's words on this page (decision 0046): the specification's text until the owner sets the number, then the
 * sentence with it, written as the page's language writes numbers.
 */
export function useFigureText(name: FigureName | undefined, wording: FigureWording): string {
  const { locale } = usePageLanguage();
  const figures = useSiteFigures();
  return name ? figureText(figures[name], wording, (value) => formatWholeNumber(value, locale)) : wording.spec;
}

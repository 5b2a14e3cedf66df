import { createContext, useContext } from "react";
import { useLocation } from "react-router";
import { localizedPath, type PageLanguage, pageLanguageOf } from "../../shared/i18n/paths";
import type { OptimaiteCatalogue } from "./catalogues/optimaite-en";
import type { SwissHackCatalogue } from "./catalogues/swisshack-fr";

export type AnyCatalogue = SwissHackCatalogue | OptimaiteCatalogue;

/** What a language's layout route gives its pages (its `handle`): the texts of one site in one language. */
export interface LanguageHandle {
  catalogue: AnyCatalogue;
}

/** The catalogue of the page's language layout, when the page has one (the back office has none). */
export function catalogueOf(matches: readonly ({ handle?: unknown } | undefined)[]): AnyCatalogue | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as Partial<LanguageHandle> | undefined;
    if (handle?.catalogue) return handle.catalogue;
  }
  return undefined;
}

const CatalogueContext = createContext<AnyCatalogue | undefined>(undefined);
export const CatalogueProvider = CatalogueContext.Provider;

export function useCatalogue(): AnyCatalogue | undefined {
  return useContext(CatalogueContext);
}

function useSiteCatalogue<C extends AnyCatalogue>(site: C["site"]): C {
  const catalogue = useCatalogue();
  if (catalogue?.site !== site) throw new Error(`A ${site} page rendered outside its language layout`);
  return catalogue as C;
}

/** SwissHack's texts in the page's language. */
export const useSwissHackText = () => useSiteCatalogue<SwissHackCatalogue>("swisshack");
/** OptimAIte's texts in the page's language. */
export const useOptimaiteText = () => useSiteCatalogue<OptimaiteCatalogue>("optimaite");

/** The page's site, language and unprefixed path. */
export function usePageLanguage(): PageLanguage {
  return pageLanguageOf(useLocation().pathname);
}

/** Turns a site path into the page language's version of it: "/premium" → "/de/premium" on a German page. */
export function useLocalizedPath(): (basePath: string) => string {
  const { site, locale } = usePageLanguage();
  return (basePath) => localizedPath(basePath, site, locale);
}

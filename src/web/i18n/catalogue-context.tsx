import { localizedPath, type PageLanguage, pageLanguageOf } from "@shared/i18n/paths";
import { createContext, useContext, useEffect, useMemo } from "react";
import { type MetaDescriptor, useLocation } from "react-router";
import { useAccountPageLanguage } from "./account-page-language";
import type { OptimaiteCatalogue, OptimaiteShell } from "./catalogues/optimaite-en";
import type { SwissHackCatalogue, SwissHackShell } from "./catalogues/swisshack-fr";

/**
 * What the pages of one site in one language read: the shell their language's layout carries and, once a page's
 * loader has given them, that page's own texts (`pageTexts`, prerendered with the page, never in a shared script).
 */
export type AnyCatalogue = SwissHackShell | OptimaiteShell;

/** What a language's layout route gives its pages (its `handle`): the shell of one site in one language. */
export interface LanguageHandle {
  catalogue: AnyCatalogue;
}

/**
 * What a page's loader returns (`i18n/page-texts.server.ts`): its own texts in the language of its URL, and its meta
 * tags.
 */
export interface PageTextsData<Texts = Record<string, unknown>> {
  pageTexts: Texts;
  meta: MetaDescriptor[];
}

type Match = { handle?: unknown; loaderData?: unknown } | undefined;

/** The catalogue of the page's language layout, when the page has one (the back office has none). */
export function catalogueOf(matches: readonly Match[]): AnyCatalogue | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as Partial<LanguageHandle> | undefined;
    if (handle?.catalogue) return handle.catalogue;
  }
  return undefined;
}

/** The deepest route's own texts, when its loader gave any. */
function pageTextsOf(matches: readonly Match[]): PageTextsData["pageTexts"] | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.loaderData as Partial<PageTextsData> | undefined;
    if (data?.pageTexts) return data.pageTexts;
  }
  return undefined;
}

/** The layout's shell with the page's own texts: what the page and its frame read. */
export function usePageCatalogue(matches: readonly Match[]): AnyCatalogue | undefined {
  const shell = catalogueOf(matches);
  const pageTexts = pageTextsOf(matches);
  return useMemo(() => (shell && pageTexts ? { ...shell, ...pageTexts } : shell), [shell, pageTexts]);
}

const CatalogueContext = createContext<AnyCatalogue | undefined>(undefined);
export const CatalogueProvider = CatalogueContext.Provider;

export function useCatalogue(): AnyCatalogue | undefined {
  return useContext(CatalogueContext);
}

/** A catalogue a page's data chose, for the address it was chosen on. */
export interface DataCatalogue {
  pathname: string;
  catalogue: AnyCatalogue;
}

/** Root's setter for the catalogue a page's data chose (see `useLanguageFromData`). */
const DataCatalogueContext = createContext<(chosen: DataCatalogue | undefined) => void>(() => {});
export const DataCatalogueProvider = DataCatalogueContext.Provider;

/**
 * On a page whose language comes from its data (a private link, one address for every language), gives the whole
 * document that language's catalogue once known: what root renders around the page (the cookie banner, the chat)
 * follows it too. It holds for that address only, so the next page never renders with it, even for the moment
 * before this page's clean-up runs.
 */
export function useLanguageFromData(catalogue: AnyCatalogue | undefined) {
  const setDataCatalogue = useContext(DataCatalogueContext);
  const { pathname } = useLocation();
  useEffect(() => {
    setDataCatalogue(catalogue && { pathname, catalogue });
    return () => setDataCatalogue(undefined);
  }, [catalogue, pathname, setDataCatalogue]);
}

/** The catalogue root provides: a page's data's choice on its own address, else the route's. */
export function chosenCatalogue(
  routeCatalogue: AnyCatalogue | undefined,
  chosen: DataCatalogue | undefined,
  pathname: string,
): AnyCatalogue | undefined {
  const applies = chosen && chosen.pathname === pathname && chosen.catalogue.site === routeCatalogue?.site;
  return applies ? chosen.catalogue : routeCatalogue;
}

function useSiteCatalogue<C extends SwissHackCatalogue | OptimaiteCatalogue>(site: C["site"]): C {
  const catalogue = useCatalogue();
  if (catalogue?.site !== site) throw new Error(`A ${site} page rendered outside its language layout`);
  // A page's own texts are there on the page whose loader gives them; prerendering renders every page in every
  // language, so a component reading another page's texts fails the build.
  return catalogue as C;
}

/** SwissHack's texts in the page's language. */
export const useSwissHackText = () => useSiteCatalogue<SwissHackCatalogue>("swisshack");
/** OptimAIte's texts in the page's language. */
export const useOptimaiteText = () => useSiteCatalogue<OptimaiteCatalogue>("optimaite");

/**
 * The page's site, language and unprefixed path. A page whose language comes from its data (a private link, one
 * address for every language) says it with the catalogue it provides: its links and dialogs then follow it.
 */
export function usePageLanguage(): PageLanguage {
  const language = pageLanguageOf(useLocation().pathname);
  const catalogue = useCatalogue();
  const accountPage = useAccountPageLanguage();
  if (accountPage) return accountPage;
  return catalogue?.site === language.site ? { ...language, locale: catalogue.locale } : language;
}

/** Turns a site path into the page language's version of it: "/premium" → "/de/premium" on a German page. */
export function useLocalizedPath(): (basePath: string) => string {
  const { site, locale } = usePageLanguage();
  return (basePath) => localizedPath(basePath, site, locale);
}

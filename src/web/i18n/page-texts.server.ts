import { formatWholeNumber } from "@shared/i18n/format";
import { pageLanguageOf } from "@shared/i18n/paths";
import type { SiteId } from "@shared/routes";
import { figureText } from "@shared/site-settings/shown-figures";
import type { LoaderFunctionArgs } from "react-router";
import { pageMeta } from "../lib/seo";
import type { PageTextsData } from "./catalogue-context";
import { type OptimaitePageTexts, optimaiteEnPages } from "./catalogues/optimaite-en-pages";
import { optimaiteFrPages } from "./catalogues/optimaite-fr-pages";
import { swisshackDePages } from "./catalogues/swisshack-de-pages";
import { type SwissHackPageTexts, swisshackFrPages } from "./catalogues/swisshack-fr-pages";
import { swisshackItPages } from "./catalogues/swisshack-it-pages";
import type { PageSeo } from "./translation";

interface PageTextsOf {
  swisshack: SwissHackPageTexts;
  optimaite: OptimaitePageTexts;
}

const PAGE_TEXTS: { [S in SiteId]: Partial<Record<string, PageTextsOf[S]>> } = {
  swisshack: { fr: swisshackFrPages, de: swisshackDePages, it: swisshackItPages },
  optimaite: { en: optimaiteEnPages, fr: optimaiteFrPages },
};

/** A SwissHack or OptimAIte page's own texts in the language of its path, and that language's SEO words. */
export function pageTextsOf<S extends SiteId, K extends Exclude<keyof PageTextsOf[S], "seo">>(
  site: S,
  pathname: string,
  keys: readonly K[],
) {
  const language = pageLanguageOf(pathname);
  const texts = language.site === site ? PAGE_TEXTS[site][language.locale] : undefined;
  if (!texts) throw new Error(`No ${site} page texts for ${pathname}`);
  const pageTexts = Object.fromEntries(keys.map((key) => [key, texts[key]])) as Pick<PageTextsOf[S], K>;
  return { pageTexts, seo: texts.seo as Record<PropertyKey, PageSeo>, locale: language.locale };
}

/**
 * A page's loader: the page's own texts in the language of its URL, and its meta tags built from that language's SEO
 * words. It runs when the page is prerendered, so both reach the browser with the page's HTML (and with its `.data`
 * file on a client navigation), never in a script every page loads; the loader itself never reaches the browser.
 */
export function pageTextsLoader<S extends SiteId, K extends Exclude<keyof PageTextsOf[S], "seo">>(
  site: S,
  seoPage: keyof PageTextsOf[S]["seo"],
  keys: readonly K[],
  options: { noindex?: boolean } = {},
) {
  return ({ request }: LoaderFunctionArgs): PageTextsData<Pick<PageTextsOf[S], K>> => {
    const { pathname } = new URL(request.url);
    const { pageTexts, seo: seoOfPages, locale } = pageTextsOf(site, pathname, keys);
    const seo = seoOfPages[seoPage];
    if (!seo) throw new Error(`No ${site} SEO texts for ${String(seoPage)}`);
    return { pageTexts, meta: pageMeta({ ...seo, ...options, path: pathname, site, locale }) };
  };
}

/**
 * A page's loader whose description states a figure the owner keeps true (decision 0046: /premium's average saving):
 * the build prerenders the specification's words; the server, which renders the page while the owner's figures
 * differ from the specification's, words it with the owner's number, as the page's own stat shows it.
 */
export function pageTextsWithFiguresLoader<S extends SiteId, K extends Exclude<keyof PageTextsOf[S], "seo">>(
  site: S,
  seoPage: keyof PageTextsOf[S]["seo"],
  keys: readonly K[],
) {
  const texts = pageTextsLoader(site, seoPage, keys);
  return async (args: LoaderFunctionArgs): Promise<PageTextsData<Pick<PageTextsOf[S], K>>> => {
    const data = texts(args);
    const { seo, locale } = pageTextsOf(site, new URL(args.request.url).pathname, []);
    const page = seo[seoPage];
    if (!page?.figure || !args.context.siteFigures) return data;
    const figures = await args.context.siteFigures(site);
    const wording = { spec: page.description, withCount: page.figure.withCount };
    const description = figureText(figures[page.figure.name], wording, (value) => formatWholeNumber(value, locale));
    const meta = data.meta.map((tag) =>
      "content" in tag && tag.content === page.description ? { ...tag, content: description } : tag,
    );
    return { ...data, meta };
  };
}

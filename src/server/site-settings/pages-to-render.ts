import { existsSync, readFileSync } from "node:fs";
import { LOCALIZED_APP_PATHS, LOCALIZED_PUBLIC_PATHS, pageLanguageOf } from "@shared/i18n/paths";
import { BRANDS, type Brand, NO_DETAILS, type SiteDetails } from "@shared/site-settings/details";
import { sameDetails } from "@shared/site-settings/details-from-env";
import { type ShownFigures, SPEC_FIGURES, sameFigures } from "@shared/site-settings/shown-figures";
import type { LiveSettings } from "./live-settings";

/** The file the build writes beside `client/` (react-router.config.ts): each brand's details its pages hold. */
export const BUILD_DETAILS_FILE = "site-details.json";

type BuildRecord = Record<Brand, SiteDetails> & { onlineOrdering: boolean };

function buildDetails(file: string): BuildRecord {
  const read = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<BuildRecord>) : {};
  return {
    swisshack: read.swisshack ?? NO_DETAILS,
    optimaite: read.optimaite ?? NO_DETAILS,
    onlineOrdering: read.onlineOrdering === true,
  };
}

/** "/premium" and its loader data's "/premium.data" ("/_root.data" for "/"). */
function pageOf(pathname: string): string | null {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * Decision 0042: a prerendered public page holds its brand's details as the build saw them. While the details in
 * force differ, the server renders the page (and its `.data`) on request instead of serving the file; this answers
 * the cache key of that render (it moves with every change of the settings), or null to serve the file. So does
 * SwissHack's while the server's online ordering (its payment keys, fixed for its life) is not the build's.
 */
export function prerenderedPagesToRender(
  live: LiveSettings,
  buildDirectory: string,
  figuresOf: (brand: Brand) => Promise<ShownFigures> = async () => SPEC_FIGURES,
  /** Whether this server takes Premium orders online (issue 57): SwissHack's pages show the "Order" action. */
  onlineOrdering = false,
) {
  const built = buildDetails(`${buildDirectory}/${BUILD_DETAILS_FILE}`);
  // The language copies' 404 pages hold their layout's details too (the floating WhatsApp link); /404 and /404-fr
  // have no layout, so no details.
  const publicPages = new Set([
    ...LOCALIZED_PUBLIC_PATHS,
    ...LOCALIZED_APP_PATHS.filter((page) => page.endsWith("/404")),
  ]);
  return async (pathname: string): Promise<string | null> => {
    const page = pageOf(pathname);
    if (!page || !publicPages.has(page)) return null;
    const brand = pageLanguageOf(page).site;
    if (!BRANDS.includes(brand)) return null;
    const [now, figures] = await Promise.all([live.values(brand), figuresOf(brand)]);
    const sameOrdering = brand !== "swisshack" || onlineOrdering === built.onlineOrdering;
    // The build prerenders the specification's numbers; a computed count is part of the key, as it moves alone.
    if (sameDetails(now.details, built[brand]) && sameFigures(figures, SPEC_FIGURES) && sameOrdering) return null;
    return `settings-${await live.version()}-${JSON.stringify(figures)}`;
  };
}

/** The loaders' view of the settings (load-context.ts's `siteDetails`). */
export const siteDetailsOf = (live: LiveSettings) => async (brand: Brand) => (await live.values(brand)).details;

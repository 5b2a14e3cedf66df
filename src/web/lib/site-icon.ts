import type { SiteId } from "../../shared/routes";

/** Each brand's icon (public/): the browser tab's favicon and the logo of its Organization structured data. */
export const SITE_ICONS: Record<SiteId, string> = {
  swisshack: "/favicon.svg",
  optimaite: "/optimaite-favicon.svg",
};

/**
 * A route's favicon link. The root's links (SwissHack's icon) come first in the head and a route's after them; of
 * several icons the browser uses the last (HTML's "last one declared"), so an OptimAIte route shows its own.
 */
export const siteIconLinks = (site: SiteId) => () => [{ rel: "icon", href: SITE_ICONS[site], type: "image/svg+xml" }];

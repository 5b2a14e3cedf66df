import type { SiteId } from "@shared/routes";

/** Each brand's icon (public/): the browser tab's favicon and the logo of its Organization structured data. */
export const SITE_ICONS: Record<SiteId, string> = {
  swisshack: "/favicon.svg",
  optimaite: "/optimaite-favicon.svg",
};

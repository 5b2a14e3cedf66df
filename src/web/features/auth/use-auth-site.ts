import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { SiteId } from "../../../shared/routes";
import { authSite } from "./auth-destination";

/**
 * The site whose brand and language /auth takes: `?site=`, else the referrer. The prerendered page is OptimAIte's
 * (SPEC), so the browser's answer is used once hydrated.
 */
export function useAuthSite(): SiteId {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? authSite(search, document.referrer, window.location.origin) : "optimaite";
}

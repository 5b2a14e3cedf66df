import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLocalizedPath } from "~/i18n/catalogue-context";

export const ROI_ANCHOR = "roi-calculator";
/** SPEC: from another page, go home first, then scroll smoothly to the calculator after 100 ms. */
export const ROI_SCROLL_DELAY_MS = 100;

export function useRoiNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = useLocalizedPath()("/optimaite");
  return useCallback(() => {
    const scroll = () => document.getElementById(ROI_ANCHOR)?.scrollIntoView({ behavior: "smooth", block: "start" });
    if (pathname === home) {
      scroll();
      return;
    }
    navigate(home);
    // The home page's code may still be loading after 100 ms: try again until the calculator is there.
    const startedAt = Date.now();
    const attempt = () => {
      if (document.getElementById(ROI_ANCHOR)) scroll();
      else if (Date.now() - startedAt < 3000) setTimeout(attempt, 50);
    };
    setTimeout(attempt, ROI_SCROLL_DELAY_MS);
  }, [navigate, pathname, home]);
}

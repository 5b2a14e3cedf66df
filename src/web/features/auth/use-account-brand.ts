import type { SiteId } from "@shared/routes";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { AuthLanguage } from "./auth-destination";

interface AccountBrand {
  site: SiteId;
  language: AuthLanguage;
}

/** What the prerendered account pages are (SPEC): OptimAIte's, in English, until the browser says otherwise. */
const PRERENDERED: AccountBrand = { site: "optimaite", language: "en" };

/**
 * The brand and language an account page (/auth, /verify-email, /reset-password) takes: `?site=` and `?lang=`, else
 * the page the visitor came from. Read once hydrated, with the reading code loaded then and on those pages only:
 * every other page's first load goes without it.
 */
export function useAccountBrand(accountPage: boolean): AccountBrand {
  const { search } = useLocation();
  const [brand, setBrand] = useState(PRERENDERED);
  useEffect(() => {
    if (!accountPage) return;
    let current = true;
    void import("./auth-destination").then(({ authLanguage, authSite }) => {
      if (!current) return;
      const { referrer } = document;
      const { origin } = window.location;
      setBrand({ site: authSite(search, referrer, origin), language: authLanguage(search, referrer, origin) });
    });
    return () => {
      current = false;
    };
  }, [accountPage, search]);
  return brand;
}

import type { PageLanguage } from "@shared/i18n/paths";
import { createContext, useContext } from "react";

/**
 * The language of an account page (/auth, /verify-email, /reset-password): one address for every brand and
 * language, which root reads from `?site=`/`?lang=` or the page before. What root renders around the page (the
 * cookie banner) speaks it too. Undefined on every other page, whose language is its path's.
 */
const AccountPageLanguageContext = createContext<PageLanguage | undefined>(undefined);
export const AccountPageLanguageProvider = AccountPageLanguageContext.Provider;

export const useAccountPageLanguage = () => useContext(AccountPageLanguageContext);

import { createContext, type ReactNode, useContext } from "react";

/** The back office's languages (issue 55), chosen per account; French until the account chooses. */
export const ADMIN_LANGUAGES = ["fr", "en"] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** One piece of the back office's words in every admin language: a type error names a missing translation. */
export type AdminWords<T> = Record<AdminLanguage, T>;

const AdminLanguageContext = createContext<AdminLanguage>("fr");

export function AdminLanguageProvider({ language, children }: { language: AdminLanguage; children: ReactNode }) {
  return <AdminLanguageContext.Provider value={language}>{children}</AdminLanguageContext.Provider>;
}

export const useAdminLanguage = (): AdminLanguage => useContext(AdminLanguageContext);

/** The words of the account's language: `const t = useAdminWords(SETTINGS_WORDS)`. */
export function useAdminWords<T>(words: AdminWords<T>): T {
  return words[useAdminLanguage()];
}

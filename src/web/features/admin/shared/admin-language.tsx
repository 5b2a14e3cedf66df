import type { AdminLanguage } from "@shared/schemas/admin-language";
import { createContext, type ReactNode, useContext } from "react";

export {
  ADMIN_LANGUAGES,
  type AdminLanguage,
} from "@shared/schemas/admin-language";

/** One piece of the back office's words in every admin language: a type error names a missing translation. */
export type AdminWords<T> = Record<AdminLanguage, T>;

const AdminLanguageContext = createContext<AdminLanguage>("fr");
const ChooseLanguageContext = createContext<(language: AdminLanguage) => void>(() => {});

/** The account's language for everything inside, and how the frame's switch changes it (`onChoose`). */
export function AdminLanguageProvider({
  language,
  onChoose,
  children,
}: {
  language: AdminLanguage;
  onChoose?: (language: AdminLanguage) => void;
  children: ReactNode;
}) {
  const provided = <AdminLanguageContext.Provider value={language}>{children}</AdminLanguageContext.Provider>;
  return onChoose ? (
    <ChooseLanguageContext.Provider value={onChoose}>{provided}</ChooseLanguageContext.Provider>
  ) : (
    provided
  );
}

export const useAdminLanguage = (): AdminLanguage => useContext(AdminLanguageContext);

/** Changes the account's language (saved on the account, then shown at once). */
export const useChooseAdminLanguage = () => useContext(ChooseLanguageContext);

/** The words of the account's language: `const t = useAdminWords(SETTINGS_WORDS)`. */
export function useAdminWords<T>(words: AdminWords<T>): T {
  return words[useAdminLanguage()];
}

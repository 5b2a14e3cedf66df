import { ADMIN_LANGUAGE_TAGS, type AdminLanguage, adminLanguageOf } from "@shared/schemas/admin-language";
import { useState } from "react";
import { notifyError } from "~/components/ui/toaster";
import { useDocumentLanguageTag } from "~/i18n/document-language";
import type { SessionUser } from "~/lib/session";
import { saveAdminLanguage } from "./account-api";
import { errorText } from "./error-text";

const NOT_SAVED = {
  fr: "La langue n'a pas pu être enregistrée",
  en: "The language could not be saved",
} as const;

/**
 * The back office's language for the signed-in admin: the account's choice (French until made, and while the
 * session loads), `<html lang>` following it; `choose` saves a new choice on the account and shows it at once.
 */
export function useAccountLanguage(admin: SessionUser | null) {
  const [chosen, setChosen] = useState<AdminLanguage | null>(null);
  const language = chosen ?? adminLanguageOf(admin?.adminLanguage);
  useDocumentLanguageTag(ADMIN_LANGUAGE_TAGS[language]);
  const choose = (next: AdminLanguage) => {
    const previous = language;
    setChosen(next);
    saveAdminLanguage(next).catch((error: Error) => {
      setChosen(previous);
      notifyError(NOT_SAVED[next], errorText(error, previous));
    });
  };
  return { language, choose };
}

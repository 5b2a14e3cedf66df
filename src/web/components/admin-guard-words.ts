import { accountLanguageOfPage } from "@shared/i18n/account-language";
import { type AdminLanguage, adminLanguageOf } from "@shared/schemas/admin-language";

/** What the admin guard tells someone it turns away, in the back office's languages (decision 0044). */
export const ADMIN_GUARD_WORDS: Record<
  AdminLanguage,
  { deniedTitle: string; deniedText: string; errorTitle: string; sessionUnread: string }
> = {
  fr: {
    deniedTitle: "Accès refusé",
    deniedText: "Votre compte n'a pas les droits d'administration.",
    errorTitle: "Erreur",
    sessionUnread: "La session n'a pas pu être lue. Réessayez dans un instant.",
  },
  en: {
    // SPEC section 4's words.
    deniedTitle: "Access Denied",
    deniedText: "You don't have admin privileges.",
    errorTitle: "Error",
    sessionUnread: "The session could not be read. Try again in a moment.",
  },
};

/**
 * The language in which the guard turns a signed-in account away: the back office's language the account chose,
 * else that of the page it came from on this site (OptimAIte's English pages: English), else French, the back
 * office's default and that of the home page it is sent to.
 */
export function guardLanguage(
  user: { adminLanguage?: string | null } | null | undefined,
  referrer: string,
  origin: string,
): AdminLanguage {
  if (user?.adminLanguage) return adminLanguageOf(user.adminLanguage);
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return "fr";
  }
  if (from.origin !== origin) return "fr";
  return accountLanguageOfPage(from.pathname) === "en" ? "en" : "fr";
}

import { type AccountLanguage, accountLocale, accountSite } from "@shared/i18n/account-language";
import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from "@shared/routes";
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/seo";
import { ACCOUNT_PAGES_COPY } from "./account-pages-copy";
import { AUTH_COPY } from "./auth-copy";

export type AccountPage = "auth" | "verify" | "reset";

const PATHS: Record<AccountPage, string> = { auth: "/auth", verify: VERIFY_EMAIL_PATH, reset: RESET_PASSWORD_PATH };

function wordsOf(page: AccountPage, language: AccountLanguage): { title: string; description: string } {
  if (page === "auth")
    return { title: AUTH_COPY[language].pageTitle, description: AUTH_COPY[language].pageDescription };
  const { title, description } = ACCOUNT_PAGES_COPY[language][page];
  return { title, description };
}

/** An account page's tags in a language, with the brand and og:locale of that language's site; never indexed. */
export function accountPageMeta(page: AccountPage, language: AccountLanguage): MetaDescriptor[] {
  return pageMeta({
    ...wordsOf(page, language),
    path: PATHS[page],
    site: accountSite(language),
    locale: accountLocale(language),
    noindex: true,
  });
}

import { type AccountLanguage, accountSite } from "@shared/i18n/account-language";
import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { AppHeader } from "~/components/app-header";
import { languageTags } from "~/lib/seo";
import { type AccountPage, accountPageMeta } from "./account-page-meta";
import { authHome } from "./auth-destination";
import { useAuthDocumentLanguage } from "./use-auth-site";

/** A tag of pageMeta() as an element, keyed by its name; React puts it in <head>. */
function headTag(tag: MetaDescriptor): ReactNode {
  if ("title" in tag) return <title key="title">{String(tag.title)}</title>;
  if ("property" in tag)
    return <meta key={String(tag.property)} property={String(tag.property)} content={String(tag.content)} />;
  if ("name" in tag) return <meta key={String(tag.name)} name={String(tag.name)} content={String(tag.content)} />;
  return null;
}

/**
 * The frame of an account page in the visitor's language: `<html lang>`, its title, description and social tags (its
 * route gives only the language-neutral ones: the language is known once hydrated), and the header of that
 * language's site.
 */
export function AccountPageFrame({
  page,
  language,
  children,
}: {
  page: AccountPage;
  language: AccountLanguage;
  children: ReactNode;
}) {
  useAuthDocumentLanguage(language);
  return (
    <>
      {languageTags(accountPageMeta(page, language)).map(headTag)}
      <AppHeader brand={accountSite(language)} home={authHome(language)} />
      {children}
    </>
  );
}

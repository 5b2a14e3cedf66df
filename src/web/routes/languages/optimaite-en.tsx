import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { optimaiteEn } from "~/i18n/catalogues/optimaite-en";
import { siteIconLinks } from "~/lib/site-icon";

export const links = siteIconLinks("optimaite");

export const handle: LanguageHandle = { catalogue: optimaiteEn };

export default function Language() {
  return <Outlet />;
}

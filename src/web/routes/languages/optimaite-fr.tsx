import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { optimaiteFr } from "~/i18n/catalogues/optimaite-fr";
import { siteIconLinks } from "~/lib/site-icon";

export const links = siteIconLinks("optimaite");

export const handle: LanguageHandle = { catalogue: optimaiteFr };

export default function Language() {
  return <Outlet />;
}

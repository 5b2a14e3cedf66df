import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { optimaiteFr } from "~/i18n/catalogues/optimaite-fr";
import { siteDetailsLoader } from "~/lib/site-details.server";

// The brand's details for every page of the language (decision 0042).
export const loader = siteDetailsLoader("optimaite");

export const handle: LanguageHandle = { catalogue: optimaiteFr };

export default function Language() {
  return <Outlet />;
}

import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { swisshackFr } from "~/i18n/catalogues/swisshack-fr";
import { siteDetailsLoader } from "~/lib/site-details.server";

// The brand's details for every page of the language (decision 0042).
export const loader = siteDetailsLoader("swisshack");

export const handle: LanguageHandle = { catalogue: swisshackFr };

export default function Language() {
  return <Outlet />;
}

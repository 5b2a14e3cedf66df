import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { swisshackDe } from "~/i18n/catalogues/swisshack-de";

export const handle: LanguageHandle = { catalogue: swisshackDe };

export default function Language() {
  return <Outlet />;
}

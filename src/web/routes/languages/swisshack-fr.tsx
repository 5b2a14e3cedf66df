import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { swisshackFr } from "~/i18n/catalogues/swisshack-fr";

export const handle: LanguageHandle = { catalogue: swisshackFr };

export default function Language() {
  return <Outlet />;
}

import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { swisshackIt } from "~/i18n/catalogues/swisshack-it";

export const handle: LanguageHandle = { catalogue: swisshackIt };

export default function Language() {
  return <Outlet />;
}

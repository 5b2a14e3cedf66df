import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { optimaiteFr } from "~/i18n/catalogues/optimaite-fr";

export const handle: LanguageHandle = { catalogue: optimaiteFr };

export default function Language() {
  return <Outlet />;
}

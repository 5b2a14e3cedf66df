import { Outlet } from "react-router";
import type { LanguageHandle } from "~/i18n/catalogue-context";
import { optimaiteEn } from "~/i18n/catalogues/optimaite-en";

export const handle: LanguageHandle = { catalogue: optimaiteEn };

export default function Language() {
  return <Outlet />;
}

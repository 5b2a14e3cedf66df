import { siteOfPath } from "@shared/routes";
import { NOT_FOUND_COPY } from "~/features/not-found/not-found-copy";
import { NotFoundPage } from "~/features/not-found/not-found-page";
import { catalogueOf } from "~/i18n/catalogue-context";
import type { Route } from "./+types/not-found";

export function meta({ location, matches }: Route.MetaArgs) {
  const copy = catalogueOf(matches)?.notFound ?? NOT_FOUND_COPY[siteOfPath(location.pathname)];
  return [
    { title: copy.documentTitle },
    { name: "robots", content: "noindex, nofollow" },
    { name: "description", content: copy.text },
  ];
}

export default NotFoundPage;

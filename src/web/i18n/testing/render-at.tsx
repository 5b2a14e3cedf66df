import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { type AnyCatalogue, CatalogueProvider } from "../catalogue-context";

/**
 * A page's markup at `path`, inside a data router as in the app (React Router's documented test stub: hooks such as
 * useMatches need one) and with the given catalogue; without `loaderData` (a language layout's, e.g. the site's
 * details and figures), the site's details are the unset ones.
 */
export function renderAt(node: ReactNode, path: string, catalogue?: AnyCatalogue, loaderData?: unknown): string {
  const content = catalogue ? <CatalogueProvider value={catalogue}>{node}</CatalogueProvider> : node;
  const Stub = createRoutesStub([
    { id: "page", path: "*", Component: () => content, loader: () => loaderData ?? null },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData ?? null } }} />,
  );
}

/**
 * The words a person reads in some markup: React's text separators (comments) dropped, tags and scripts read as
 * spaces, entities decoded, spaces collapsed.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ");
}

/** The words a person reads on that page. */
export const renderTextAt = (...args: Parameters<typeof renderAt>): string => visibleText(renderAt(...args));

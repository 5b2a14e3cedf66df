import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { type AnyCatalogue, CatalogueProvider } from "../catalogue-context";

/**
 * A page's markup at `path`, inside a data router as in the app (React Router's documented test stub: hooks such as
 * useMatches need one) and with the given catalogue; no loader data, so the site's details are the unset ones.
 */
export function renderAt(node: ReactNode, path: string, catalogue?: AnyCatalogue): string {
  const content = catalogue ? <CatalogueProvider value={catalogue}>{node}</CatalogueProvider> : node;
  const Stub = createRoutesStub([{ path: "*", Component: () => content }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

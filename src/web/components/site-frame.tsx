import type { ReactNode } from "react";
import { HydrateEachLater, HydrateLater } from "./hydration/hydrate-later";

/**
 * A site's skip link, header, main content and footer. The header, each section of the content and the footer
 * hydrate one by one after the page's first hydration (decision record 0025).
 */
export function SiteFrame({
  skipLinkText,
  mainId,
  header,
  footer,
  children,
}: {
  skipLinkText: string;
  mainId: string;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href={`#${mainId}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        {skipLinkText}
      </a>
      <HydrateLater>{header}</HydrateLater>
      <main id={mainId}>
        <HydrateEachLater>{children}</HydrateEachLater>
      </main>
      <HydrateLater>{footer}</HydrateLater>
    </>
  );
}

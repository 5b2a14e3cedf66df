import { Children, type ReactNode } from "react";
import { HydrationUnit } from "./hydration/hydration-unit";

/**
 * A site's skip link, notice (above the header, in the flow), header, main content and footer.
 *
 * The header, each section of the main content and the footer are Suspense boundaries: React hydrates each as a unit
 * of its own after the frame (selective hydration), in smaller tasks, and first the one a visitor taps. Nothing in
 * them suspends, so the fallback is never shown: the server's HTML stays on screen until its part has hydrated.
 */
export function SiteFrame({
  skipLinkText,
  mainId,
  notice,
  header,
  footer,
  children,
}: {
  skipLinkText: string;
  mainId: string;
  notice?: ReactNode;
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
      {notice}
      <HydrationUnit>{header}</HydrationUnit>
      <main id={mainId}>
        {Children.map(children, (section) => (
          <HydrationUnit>{section}</HydrationUnit>
        ))}
      </main>
      <HydrationUnit>{footer}</HydrationUnit>
    </>
  );
}

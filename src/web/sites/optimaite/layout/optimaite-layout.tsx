import type { ReactNode } from "react";
import { HydrateEachLater, HydrateLater } from "~/components/hydration/hydrate-later";
import { LeadDialogsProvider } from "../leads/lead-dialogs-context";
import { Footer } from "./footer";
import { OptimaiteOrganizationJsonLd } from "./organization-json-ld";
import { TopNav } from "./top-nav";

/** Navigation, content and footer of every OptimAIte page, with the demo and contact dialogs available everywhere. */
export function OptimaiteLayout({ children }: { children: ReactNode }) {
  return (
    <LeadDialogsProvider>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <HydrateLater>
        <TopNav />
      </HydrateLater>
      <main id="content">
        <HydrateEachLater>{children}</HydrateEachLater>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <OptimaiteOrganizationJsonLd />
    </LeadDialogsProvider>
  );
}

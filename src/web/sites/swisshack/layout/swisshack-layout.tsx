import type { ReactNode } from "react";
import { HydrateEachLater, HydrateLater } from "~/components/hydration/hydrate-later";
import { AuditDialogProvider } from "../audit/audit-dialog-context";
import { Footer } from "./footer";
import { SwissHackOrganizationJsonLd } from "./organization-json-ld";
import { TopBar } from "./top-bar";

/** Top bar, main content and footer of every SwissHack page, with the audit dialog available everywhere. */
export function SwissHackLayout({ children }: { children: ReactNode }) {
  return (
    <AuditDialogProvider>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <HydrateLater>
        <TopBar />
      </HydrateLater>
      <main id="contenu">
        <HydrateEachLater>{children}</HydrateEachLater>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <SwissHackOrganizationJsonLd />
    </AuditDialogProvider>
  );
}

import type { ReactNode } from "react";
import { SiteFrame } from "~/components/site-frame";
import { AuditDialogProvider } from "../audit/audit-dialog-context";
import { Footer } from "./footer";
import { SwissHackOrganizationJsonLd } from "./organization-json-ld";
import { TopBar } from "./top-bar";

/** Top bar, main content and footer of every SwissHack page, with the audit dialog available everywhere. */
export function SwissHackLayout({ children }: { children: ReactNode }) {
  return (
    <AuditDialogProvider>
      <SiteFrame skipLinkText="Aller au contenu" mainId="contenu" header={<TopBar />} footer={<Footer />}>
        {children}
      </SiteFrame>
      <SwissHackOrganizationJsonLd />
    </AuditDialogProvider>
  );
}

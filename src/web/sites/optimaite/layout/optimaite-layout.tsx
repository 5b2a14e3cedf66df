import type { ReactNode } from "react";
import { SiteFrame } from "~/components/site-frame";
import { LeadDialogsProvider } from "../leads/lead-dialogs-context";
import { Footer } from "./footer";
import { OptimaiteOrganizationJsonLd } from "./organization-json-ld";
import { TopNav } from "./top-nav";

/** Navigation, content and footer of every OptimAIte page, with the demo and contact dialogs available everywhere. */
export function OptimaiteLayout({ children }: { children: ReactNode }) {
  return (
    <LeadDialogsProvider>
      <SiteFrame skipLinkText="Skip to content" mainId="content" header={<TopNav />} footer={<Footer />}>
        {children}
      </SiteFrame>
      <OptimaiteOrganizationJsonLd />
    </LeadDialogsProvider>
  );
}

import type { ReactNode } from "react";
import { SiteFrame } from "~/components/site-frame";
import { LanguageSuggestion } from "~/features/language-suggestion/language-suggestion-banner";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { AuditDialogProvider } from "../audit/audit-dialog-context";
import { Footer } from "./footer";
import { SwissHackOrganizationJsonLd } from "./organization-json-ld";
import { TopBar } from "./top-bar";

/**
 * Top bar, main content and footer of every SwissHack page, with the audit dialog available everywhere.
 * `languages={false}` hides the language switcher on a page with one address for every language (a private link).
 */
export function SwissHackLayout({ children, languages = true }: { children: ReactNode; languages?: boolean }) {
  const { ui } = useSwissHackText();
  return (
    <AuditDialogProvider>
      <SiteFrame
        skipLinkText={ui.skipLink}
        notice={<LanguageSuggestion />}
        mainId="contenu"
        header={<TopBar languages={languages} />}
        footer={<Footer />}
      >
        {children}
      </SiteFrame>
      <SwissHackOrganizationJsonLd />
    </AuditDialogProvider>
  );
}

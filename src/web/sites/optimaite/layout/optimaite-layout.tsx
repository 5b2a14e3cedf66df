import type { ReactNode } from "react";
import { SiteFrame } from "~/components/site-frame";
import { LanguageSuggestion } from "~/features/language-suggestion/language-suggestion-banner";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { LeadDialogsProvider } from "../leads/lead-dialogs-context";
import { Footer } from "./footer";
import { OptimaiteOrganizationJsonLd } from "./organization-json-ld";
import { TopNav } from "./top-nav";

/**
 * Navigation, content and footer of every OptimAIte page, with the demo and contact dialogs available everywhere.
 * `languages={false}` hides the language switcher on a page that exists in one language only.
 */
export function OptimaiteLayout({ children, languages = true }: { children: ReactNode; languages?: boolean }) {
  const { ui } = useOptimaiteText();
  return (
    <LeadDialogsProvider>
      <SiteFrame
        skipLinkText={ui.skipToContent}
        mainId="content"
        notice={<LanguageSuggestion />}
        header={<TopNav languages={languages} />}
        footer={<Footer />}
      >
        {children}
      </SiteFrame>
      <OptimaiteOrganizationJsonLd />
    </LeadDialogsProvider>
  );
}

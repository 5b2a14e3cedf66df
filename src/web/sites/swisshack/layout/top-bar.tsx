import { LanguageSwitcher } from "~/components/language-switcher";
import { MobileMenu } from "~/components/mobile-menu";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";
import { AuditButton } from "../audit/audit-button";
import { SwissHackLogo } from "./logo";
import { WhatsAppLink } from "./whatsapp-link";

export function TopBar({ languages = true }: { languages?: boolean }) {
  const text = useSwissHackText();
  const { NAV_ANCHORS } = text.frame;
  const localized = useLocalizedPath();
  return (
    <header className="sticky top-0 z-40 border-b bg-background px-3 sm:px-4">
      {/* Tighter at 320 px: logo, audit button and menu fit without sideways scrolling. */}
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 sm:gap-4">
        <SwissHackLogo />
        <nav aria-label={text.ui.mainNavigation} className="hidden items-center gap-1 md:flex">
          {NAV_ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={localized(anchor.href)}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {anchor.label}
            </a>
          ))}
          <WhatsAppLink />
          {languages && <LanguageSwitcher />}
          <AuditButton className="ml-2">{text.ui.auditCta}</AuditButton>
        </nav>
        {/* On a phone the header keeps the audit one tap away, wherever the page is scrolled. */}
        <AuditButton size="sm" className="ml-auto md:hidden">
          {text.ui.auditCta}
        </AuditButton>
        <MobileMenu openLabel={text.ui.openMenu} closeLabel={text.ui.closeMenu}>
          <nav aria-label={text.ui.mobileNavigation} className="flex flex-col gap-1 pt-2">
            {NAV_ANCHORS.map((anchor) => (
              <a
                key={anchor.href}
                href={localized(anchor.href)}
                className="rounded-md px-3 py-3 font-medium hover:bg-muted"
              >
                {anchor.label}
              </a>
            ))}
            <WhatsAppLink roomy />
            {languages && <LanguageSwitcher className="px-1" />}
            <AuditButton className="mt-2 w-full">{text.ui.auditCta}</AuditButton>
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}

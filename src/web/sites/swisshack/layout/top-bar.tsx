import { LanguageSwitcher } from "~/components/language-switcher";
import { MobileMenu } from "~/components/mobile-menu";
import { NAV_ANCHORS } from "../../../../shared/content/swisshack/landing";
import { AuditButton } from "../audit/audit-button";
import { SwissHackLogo } from "./logo";
import { WhatsAppLink } from "./whatsapp-link";

export function TopBar() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background px-3 sm:px-4">
      {/* Tighter at 320 px: logo, audit button and menu fit without sideways scrolling. */}
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 sm:gap-4">
        <SwissHackLogo />
        <nav aria-label="Navigation principale" className="hidden items-center gap-1 md:flex">
          {NAV_ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {anchor.label}
            </a>
          ))}
          <WhatsAppLink />
          <LanguageSwitcher />
          <AuditButton className="ml-2">Audit gratuit</AuditButton>
        </nav>
        {/* On a phone the header keeps the audit one tap away, wherever the page is scrolled. */}
        <AuditButton size="sm" className="ml-auto md:hidden">
          Audit gratuit
        </AuditButton>
        <MobileMenu openLabel="Ouvrir le menu" closeLabel="Fermer le menu">
          <nav aria-label="Navigation mobile" className="flex flex-col gap-1 pt-2">
            {NAV_ANCHORS.map((anchor) => (
              <a key={anchor.href} href={anchor.href} className="rounded-md px-3 py-3 font-medium hover:bg-muted">
                {anchor.label}
              </a>
            ))}
            <WhatsAppLink roomy />
            <LanguageSwitcher className="px-1" />
            <AuditButton className="mt-2 w-full">Audit gratuit</AuditButton>
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}

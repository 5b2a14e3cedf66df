import { LanguageSwitcher } from "~/components/language-switcher";
import { MobileMenu } from "~/components/mobile-menu";
import { Button } from "~/components/ui/button";
import { useLeadDialogs } from "../leads/lead-dialogs-context";
import { OptimaiteLogo } from "./logo";
import { NavLinks } from "./nav-links";

export function TopNav() {
  const { openDemo } = useLeadDialogs();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4">
        <OptimaiteLogo />
        <nav aria-label="Main navigation" className="hidden items-center gap-1 lg:flex">
          <NavLinks />
          <LanguageSwitcher />
          <Button className="ml-2" onClick={() => openDemo()}>
            Book Free Demo
          </Button>
        </nav>
        <MobileMenu openLabel="Open menu" closeLabel="Close menu" className="lg:hidden">
          <nav aria-label="Mobile navigation" className="flex flex-col gap-1 pt-2">
            <NavLinks vertical />
            <LanguageSwitcher className="px-1" />
            <Button className="mt-2 w-full" onClick={() => openDemo()}>
              Book Free Demo
            </Button>
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}

import { LanguageSwitcher } from "~/components/language-switcher";
import { MobileMenu } from "~/components/mobile-menu";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { DemoButton } from "../sections/demo-button";
import { OptimaiteLogo } from "./logo";
import { NavLinks } from "./nav-links";

export function TopNav({ languages = true }: { languages?: boolean }) {
  const { ui } = useOptimaiteText();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4">
        <OptimaiteLogo />
        <nav aria-label={ui.mainNavigation} className="hidden items-center gap-1 xl:flex">
          <NavLinks />
          {languages && <LanguageSwitcher />}
          <DemoButton className="ml-2">{ui.headerDemo}</DemoButton>
        </nav>
        <MobileMenu openLabel={ui.openMenu} closeLabel={ui.closeMenu} className="xl:hidden">
          <nav aria-label={ui.mobileNavigation} className="flex flex-col gap-1 pt-2">
            <NavLinks vertical />
            {languages && <LanguageSwitcher className="px-1" />}
            <DemoButton className="mt-2 w-full">{ui.headerDemo}</DemoButton>
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}

import { SiteFooter } from "~/components/site-footer";
import { useLocalizedPath, useOptimaiteText } from "~/i18n/catalogue-context";

export function Footer() {
  const { frame, ui } = useOptimaiteText();
  const localized = useLocalizedPath();
  const words = ui.footer;
  return (
    <SiteFooter
      brand="OptimAIte"
      tagline={frame.FOOTER.tagline}
      contactLabel={words.contact}
      socialOn={words.socialOn}
      siteMap={{
        name: words.siteMapName,
        title: words.siteMapTitle,
        links: [
          ...frame.OPTIMAITE_NAV.map(({ to, label }) => ({ to: localized(to), label })),
          { href: localized("/optimaite#roi-calculator"), label: words.roiCalculator },
        ],
      }}
      legal={{
        name: words.legalName,
        title: words.legalTitle,
        links: [
          { to: localized("/legal-notice"), label: words.legalNotice },
          { to: localized("/privacy"), label: words.privacy },
        ],
      }}
      cookieSettingsLabel={words.cookieSettings}
      closing={`© ${new Date().getFullYear()} OptimAIte · ${words.closing}`}
    />
  );
}

import { SiteFooter } from "~/components/site-footer";
import { useLocalizedPath, useOptimaiteText } from "~/i18n/catalogue-context";
import { useFigureText } from "~/lib/use-site-details";

export function Footer() {
  const { frame, ui } = useOptimaiteText();
  const localized = useLocalizedPath();
  const words = ui.footer;
  const closing = useFigureText("practices", { spec: words.closing, withCount: words.closingWithCount });
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
      closing={`© ${new Date().getFullYear()} OptimAIte · ${closing}`}
    />
  );
}

import { footerLinkClass, SiteFooter } from "~/components/site-footer";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";

export function Footer() {
  const { frame, ui } = useSwissHackText();
  const localized = useLocalizedPath();
  const words = ui.footer;
  const siteMap = [
    ...frame.NAV_ANCHORS.map(({ href, label }) => ({ href: localized(href), label })),
    { href: localized("/#audit"), label: words.freeAudit },
    { href: localized("/#newsletter"), label: words.newsletter },
    { to: localized("/premium"), label: words.premiumAudit },
    { to: localized("/blog"), label: words.blog },
  ];
  return (
    <SiteFooter
      brand="SwissHack"
      tagline={`${frame.BRAND.tagline}.`}
      contactLabel={words.contact}
      socialOn={words.socialOn}
      siteMap={{ name: words.siteMapName, title: words.siteMapTitle, links: siteMap }}
      legal={{
        name: words.legalName,
        title: words.legalTitle,
        links: [
          { to: localized("/mentions-legales"), label: words.legalNotice },
          { to: localized("/confidentialite"), label: words.privacy },
        ],
      }}
      cookieSettingsLabel={words.cookieSettings}
      closing={
        <>
          © {new Date().getFullYear()} SwissHack · {words.closing}{" "}
          <a className={`${footerLinkClass} underline`} href="https://db-ip.com">
            IP Geolocation by DB-IP
          </a>
        </>
      }
    />
  );
}

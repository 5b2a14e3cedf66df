import { footerLinkClass, SiteFooter } from "~/components/site-footer";
import { BRAND, NAV_ANCHORS } from "../../../../shared/content/swisshack/landing";

const SITE_MAP = [
  ...NAV_ANCHORS,
  { href: "/#audit", label: "Audit gratuit" },
  { href: "/#newsletter", label: "Newsletter" },
  { to: "/premium", label: "Audit Premium" },
];

export function Footer() {
  return (
    <SiteFooter
      brand="SwissHack"
      tagline={`${BRAND.tagline}.`}
      contactLabel="Contact :"
      socialLanguage="fr"
      siteMap={{ name: "Plan du site", title: "Le site", links: SITE_MAP }}
      legal={{
        name: "Informations légales",
        title: "Informations",
        links: [
          { to: "/mentions-legales", label: "Mentions légales" },
          { to: "/confidentialite", label: "Confidentialité" },
        ],
      }}
      cookieSettingsLabel="Paramètres des cookies"
      closing={
        <>
          © {new Date().getFullYear()} SwissHack · Indépendant, sans commission · Données hébergées en Suisse ·
          Géolocalisation :{" "}
          <a className={`${footerLinkClass} underline`} href="https://db-ip.com">
            IP Geolocation by DB-IP
          </a>
        </>
      }
    />
  );
}

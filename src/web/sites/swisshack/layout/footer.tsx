import { Link } from "react-router";
import { ContactEmail } from "~/components/contact-email";
import { SocialLinks } from "~/components/social-links";
import { openCookieSettings } from "~/lib/cookie-settings";
import { BRAND, NAV_ANCHORS } from "../../../../shared/content/swisshack/landing";

const ANCHORS = [
  ...NAV_ANCHORS,
  { href: "/#audit", label: "Audit gratuit" },
  { href: "/#newsletter", label: "Newsletter" },
];

const linkClass =
  "rounded text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

export function Footer() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-extrabold text-white">SwissHack</p>
          <p className="mt-2 max-w-sm text-sm">{BRAND.tagline}.</p>
          <ContactEmail label="Contact :" linkClassName={`${linkClass} underline`} />
          <SocialLinks brand="SwissHack" />
        </div>
        <nav aria-label="Plan du site">
          <p className="mb-3 font-semibold text-white">Le site</p>
          <ul className="space-y-2 text-sm">
            {ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a className={linkClass} href={anchor.href}>
                  {anchor.label}
                </a>
              </li>
            ))}
            <li>
              <Link className={linkClass} to="/premium">
                Audit Premium
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Informations légales">
          <p className="mb-3 font-semibold text-white">Informations</p>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to="/mentions-legales">
                Mentions légales
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/confidentialite">
                Confidentialité
              </Link>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={openCookieSettings}>
                Paramètres des cookies
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 pt-5 pb-24 text-xs text-slate-300">
          © {new Date().getFullYear()} SwissHack · Indépendant, sans commission · Données hébergées en Suisse ·
          Géolocalisation :{" "}
          <a className={`${linkClass} underline`} href="https://db-ip.com">
            IP Geolocation by DB-IP
          </a>
        </p>
      </div>
    </footer>
  );
}

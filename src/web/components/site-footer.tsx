import type { ReactNode } from "react";
import { Link } from "react-router";
import { openCookieSettings } from "~/lib/cookie-settings";
import { ContactEmail } from "./contact-email";
import { SocialLinks } from "./social-links";

export const footerLinkClass =
  "rounded text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

/** A footer link: a page of the app (client-side navigation) or an anchor on a page (a plain link). */
export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

interface FooterColumn {
  /** The navigation landmark's name. */
  name: string;
  title: string;
  links: FooterLink[];
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  return link.to ? (
    <Link className={footerLinkClass} to={link.to}>
      {link.label}
    </Link>
  ) : (
    <a className={footerLinkClass} href={link.href}>
      {link.label}
    </a>
  );
}

/**
 * Both sites' footer: the brand with its tagline, contact and social links; a site map; the legal links with the
 * cookie settings; the closing line. Each site passes its own words.
 */
export function SiteFooter({
  brand,
  tagline,
  contactLabel,
  socialOn,
  siteMap,
  legal,
  cookieSettingsLabel,
  closing,
}: {
  brand: string;
  tagline: string;
  contactLabel: string;
  /** "sur", "on": the word of "SwissHack on LinkedIn" in the page's language. */
  socialOn: string;
  siteMap: FooterColumn;
  legal: FooterColumn;
  cookieSettingsLabel: string;
  closing: ReactNode;
}) {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-extrabold text-white">{brand}</p>
          <p className="mt-2 max-w-sm text-sm">{tagline}</p>
          <ContactEmail label={contactLabel} linkClassName={`${footerLinkClass} underline`} />
          <SocialLinks brand={brand} on={socialOn} />
        </div>
        {[siteMap, legal].map((column) => (
          <nav key={column.name} aria-label={column.name}>
            <p className="mb-3 font-semibold text-white">{column.title}</p>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={`${link.label} ${link.to ?? link.href}`}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
              {column === legal && (
                <li>
                  <button type="button" className={footerLinkClass} onClick={openCookieSettings}>
                    {cookieSettingsLabel}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 pt-5 pb-24 text-xs text-slate-300">{closing}</p>
      </div>
    </footer>
  );
}

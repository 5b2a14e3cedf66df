import { Link } from "react-router";
import { ContactEmail } from "~/components/contact-email";
import { SocialLinks } from "~/components/social-links";
import { openCookieSettings } from "~/lib/cookie-settings";
import { FOOTER, OPTIMAITE_NAV } from "../../../../shared/content/optimaite/landing";

const linkClass =
  "rounded text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

export function Footer() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-extrabold text-white">OptimAIte</p>
          <p className="mt-2 max-w-sm text-sm">{FOOTER.tagline}</p>
          <ContactEmail label="Email:" linkClassName={`${linkClass} underline`} />
          <SocialLinks brand="OptimAIte" on="en" />
        </div>
        <nav aria-label="Site map">
          <p className="mb-3 font-semibold text-white">Product</p>
          <ul className="space-y-2 text-sm">
            {OPTIMAITE_NAV.map((item) => (
              <li key={item.to}>
                <Link className={linkClass} to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a className={linkClass} href="/optimaite#roi-calculator">
                ROI Calculator
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <p className="mb-3 font-semibold text-white">Legal</p>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to="/legal-notice">
                Legal notice
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/privacy">
                Privacy policy
              </Link>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={openCookieSettings}>
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 pt-5 pb-24 text-xs text-slate-300">
          © {new Date().getFullYear()} OptimAIte · HIPAA & PIPEDA compliant · Trusted by 500+ practices
        </p>
      </div>
    </footer>
  );
}

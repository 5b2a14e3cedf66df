import { SiteFooter } from "~/components/site-footer";
import { FOOTER, OPTIMAITE_NAV } from "../../../../shared/content/optimaite/landing";

export function Footer() {
  return (
    <SiteFooter
      brand="OptimAIte"
      tagline={FOOTER.tagline}
      contactLabel="Email:"
      socialOn="on"
      siteMap={{
        name: "Site map",
        title: "Product",
        links: [...OPTIMAITE_NAV, { href: "/optimaite#roi-calculator", label: "ROI Calculator" }],
      }}
      legal={{
        name: "Legal",
        title: "Legal",
        links: [
          { to: "/legal-notice", label: "Legal notice" },
          { to: "/privacy", label: "Privacy policy" },
        ],
      }}
      cookieSettingsLabel="Cookie settings"
      closing={`© ${new Date().getFullYear()} OptimAIte · HIPAA & PIPEDA compliant · Trusted by 500+ practices`}
    />
  );
}

import { JsonLd } from "~/components/json-ld";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { publicConfig } from "~/lib/public-config";
import { SITE_ICONS } from "~/lib/site-icon";
import { useSiteDetails } from "~/lib/use-site-details";

export function OptimaiteOrganizationJsonLd() {
  const details = useSiteDetails();
  const { frame } = useOptimaiteText();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "OptimAIte",
        description: frame.FOOTER.tagline,
        url: `${publicConfig.siteUrl}/optimaite`,
        logo: `${publicConfig.siteUrl}${SITE_ICONS.optimaite}`,
        email: details.contactEmail ?? undefined,
        knowsLanguage: ["en", "fr"],
      }}
    />
  );
}

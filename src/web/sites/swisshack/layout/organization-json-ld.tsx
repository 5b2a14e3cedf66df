import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { JsonLd } from "~/components/json-ld";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { publicConfig } from "~/lib/public-config";
import { SITE_ICONS } from "~/lib/site-icon";
import { useSiteDetails } from "~/lib/use-site-details";

export function SwissHackOrganizationJsonLd() {
  const details = useSiteDetails();
  const text = useSwissHackText();
  const { BRAND } = text.frame;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: BRAND.name,
        description: BRAND.tagline,
        url: `${publicConfig.siteUrl}/`,
        logo: `${publicConfig.siteUrl}${SITE_ICONS.swisshack}`,
        email: details.contactEmail ?? undefined,
        telephone: details.contactPhone ?? undefined,
        areaServed: "CH",
        // Every language the team works in, whichever page states it.
        knowsLanguage: Object.values(LANGUAGE_TAGS.swisshack),
      }}
    />
  );
}

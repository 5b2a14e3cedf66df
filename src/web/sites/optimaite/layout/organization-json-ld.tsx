import { JsonLd } from "~/components/json-ld";
import { publicConfig } from "~/lib/public-config";
import { SITE_ICONS } from "~/lib/site-icon";
import { FOOTER } from "../../../../shared/content/optimaite/landing";

export function OptimaiteOrganizationJsonLd() {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "OptimAIte",
        description: FOOTER.tagline,
        url: `${publicConfig.siteUrl}/optimaite`,
        logo: `${publicConfig.siteUrl}${SITE_ICONS.optimaite}`,
        email: publicConfig.contactEmail ?? undefined,
        knowsLanguage: "en",
      }}
    />
  );
}

import { JsonLd } from "~/components/json-ld";
import { publicConfig } from "~/lib/public-config";
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
        logo: `${publicConfig.siteUrl}/favicon.svg`,
        email: publicConfig.contactEmail ?? undefined,
        knowsLanguage: "en",
      }}
    />
  );
}

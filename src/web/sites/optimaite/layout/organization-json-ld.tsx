import { JsonLd } from "~/components/json-ld";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { publicConfig } from "~/lib/public-config";
import { SITE_ICONS } from "~/lib/site-icon";

export function OptimaiteOrganizationJsonLd() {
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
        email: publicConfig.contactEmail ?? undefined,
        knowsLanguage: ["en", "fr"],
      }}
    />
  );
}

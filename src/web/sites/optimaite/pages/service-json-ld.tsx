import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { JsonLd } from "~/components/json-ld";
import { useOptimaiteText, usePageLanguage } from "~/i18n/catalogue-context";
import { publicConfig } from "~/lib/public-config";

/** schema.org Service of OptimAIte's offer: what it is, who provides it, where and in which languages. */
export function OptimaiteServiceJsonLd() {
  const { landing } = useOptimaiteText();
  const { locale } = usePageLanguage();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Service",
        name: landing.HERO.title,
        serviceType: "AI receptionist",
        description: landing.HERO.lead,
        inLanguage: LANGUAGE_TAGS.optimaite[locale],
        provider: { "@type": "Organization", name: "OptimAIte", url: `${publicConfig.siteUrl}/optimaite` },
        areaServed: ["US", "CA"],
        availableLanguage: ["en", "fr"],
        audience: { "@type": "BusinessAudience", audienceType: "Medical and aesthetic practices" },
      }}
    />
  );
}

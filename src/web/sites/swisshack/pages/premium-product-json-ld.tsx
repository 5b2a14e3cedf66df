import { JsonLd } from "~/components/json-ld";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";
import { publicConfig } from "~/lib/public-config";

/** Product and Offer structured data of the Premium audit: its one-time price in CHF, as the page shows it. */
export function PremiumProductJsonLd() {
  const text = useSwissHackText();
  const PREMIUM = text.premium;
  const url = `${publicConfig.siteUrl}${useLocalizedPath()("/premium")}`;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Product",
        name: `${PREMIUM.eyebrow} SwissHack`,
        description: PREMIUM.lead,
        brand: { "@type": "Brand", name: "SwissHack" },
        url,
        offers: {
          "@type": "Offer",
          price: String(PREMIUM.priceChf),
          priceCurrency: "CHF",
          availability: "https://schema.org/InStock",
          url,
        },
      }}
    />
  );
}

import { JsonLd } from "~/components/json-ld";
import { publicConfig } from "~/lib/public-config";
import { PREMIUM } from "../../../../shared/content/swisshack/premium";

/** Product and Offer structured data of the Premium audit: its one-time price in CHF, as the page shows it. */
export function PremiumProductJsonLd() {
  const url = `${publicConfig.siteUrl}/premium`;
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

import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { PremiumOrderPage } from "~/sites/swisshack/pages/premium-order-page";

// Not indexed, not in the sitemap: a person's own order, behind the link the payment provider sends them back with.
export const loader = pageTextsLoader("swisshack", "premiumOrder", ["premiumOrder"], { noindex: true });
export const meta = metaFromLoaderData;

export default PremiumOrderPage;

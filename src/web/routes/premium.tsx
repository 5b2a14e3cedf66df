import { catalogueMeta } from "~/lib/seo";
import { PremiumPage } from "~/sites/swisshack/pages/premium-page";

export const meta = catalogueMeta("premium");

export default PremiumPage;

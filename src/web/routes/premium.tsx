import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { PremiumPage } from "~/sites/swisshack/pages/premium-page";

export const loader = pageTextsLoader("swisshack", "premium", ["premium"]);
export const meta = catalogueMeta();

export default PremiumPage;

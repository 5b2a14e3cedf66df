import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsWithFiguresLoader } from "~/i18n/page-texts.server";
import { PremiumPage } from "~/sites/swisshack/pages/premium-page";

export const loader = pageTextsWithFiguresLoader("swisshack", "premium", ["premium"]);
export const meta = metaFromLoaderData;

export default PremiumPage;

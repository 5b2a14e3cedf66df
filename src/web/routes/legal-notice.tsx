import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { OptimaiteLegalNoticePage } from "~/sites/optimaite/pages/legal-notice-page";

export const loader = pageTextsLoader("optimaite", "legalNotice", ["legalNotice"]);
export const meta = catalogueMeta();

export default OptimaiteLegalNoticePage;

import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { OptimaiteLegalNoticePage } from "~/sites/optimaite/pages/legal-notice-page";

export const loader = pageTextsLoader("optimaite", ["legalNotice"]);
export const meta = catalogueMeta("legalNotice");

export default OptimaiteLegalNoticePage;

import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { LegalNoticePage } from "~/sites/swisshack/pages/legal-notice-page";

export const loader = pageTextsLoader("swisshack", ["legalNotice"]);
export const meta = catalogueMeta("legalNotice");

export default LegalNoticePage;

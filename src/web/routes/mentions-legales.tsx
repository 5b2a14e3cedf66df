import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { LegalNoticePage } from "~/sites/swisshack/pages/legal-notice-page";

export const loader = pageTextsLoader("swisshack", "legalNotice", ["legalNotice"]);
export const meta = catalogueMeta();

export default LegalNoticePage;

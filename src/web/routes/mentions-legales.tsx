import { catalogueMeta } from "~/lib/seo";
import { LegalNoticePage } from "~/sites/swisshack/pages/legal-notice-page";

export const meta = catalogueMeta("legalNotice");

export default LegalNoticePage;

import { catalogueMeta } from "~/lib/seo";
import { OptimaiteLegalNoticePage } from "~/sites/optimaite/pages/legal-notice-page";

export const meta = catalogueMeta("legalNotice");

export default OptimaiteLegalNoticePage;

import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { DetailsPage } from "~/sites/optimaite/pages/details-page";

export const loader = pageTextsLoader("optimaite", "details", ["services"]);
export const meta = catalogueMeta();

export default DetailsPage;

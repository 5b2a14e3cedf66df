import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { DetailsPage } from "~/sites/optimaite/pages/details-page";

export const loader = pageTextsLoader("optimaite", "details", ["services"]);
export const meta = metaFromLoaderData;

export default DetailsPage;

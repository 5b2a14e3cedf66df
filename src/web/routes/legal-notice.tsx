import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { OptimaiteLegalNoticePage } from "~/sites/optimaite/pages/legal-notice-page";

export const loader = pageTextsLoader("optimaite", "legalNotice", ["legalNotice"]);
export const meta = metaFromLoaderData;

export default OptimaiteLegalNoticePage;

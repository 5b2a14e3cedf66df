import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { LegalNoticePage } from "~/sites/swisshack/pages/legal-notice-page";

export const loader = pageTextsLoader("swisshack", "legalNotice", ["legalNotice"]);
export const meta = metaFromLoaderData;

export default LegalNoticePage;

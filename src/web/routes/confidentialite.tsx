import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { PrivacyPage } from "~/sites/swisshack/pages/privacy-page";

export const loader = pageTextsLoader("swisshack", ["privacy"]);
export const meta = catalogueMeta("privacy");

export default PrivacyPage;

import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { PrivacyPage } from "~/sites/swisshack/pages/privacy-page";

export const loader = pageTextsLoader("swisshack", "privacy", ["privacy"]);
export const meta = catalogueMeta();

export default PrivacyPage;

import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { PrivacyPage } from "~/sites/swisshack/pages/privacy-page";

export const loader = pageTextsLoader("swisshack", "privacy", ["privacy"]);
export const meta = metaFromLoaderData;

export default PrivacyPage;

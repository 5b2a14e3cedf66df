import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { OptimaitePrivacyPage } from "~/sites/optimaite/pages/privacy-page";

export const loader = pageTextsLoader("optimaite", "privacy", ["privacy"]);
export const meta = catalogueMeta();

export default OptimaitePrivacyPage;

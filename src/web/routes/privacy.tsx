import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { OptimaitePrivacyPage } from "~/sites/optimaite/pages/privacy-page";

export const loader = pageTextsLoader("optimaite", "privacy", ["privacy"]);
export const meta = metaFromLoaderData;

export default OptimaitePrivacyPage;

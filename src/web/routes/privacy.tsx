import { catalogueMeta } from "~/lib/seo";
import { OptimaitePrivacyPage } from "~/sites/optimaite/pages/privacy-page";

export const meta = catalogueMeta("privacy");

export default OptimaitePrivacyPage;

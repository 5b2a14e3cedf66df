import { catalogueMeta } from "~/lib/seo";
import { PrivacyPage } from "~/sites/swisshack/pages/privacy-page";

export const meta = catalogueMeta("privacy");

export default PrivacyPage;

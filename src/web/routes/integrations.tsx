import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { IntegrationsPage } from "~/sites/optimaite/pages/integrations-page";

export const loader = pageTextsLoader("optimaite", "integrations", ["integrations"]);
export const meta = catalogueMeta();

export default IntegrationsPage;

import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { IntegrationsPage } from "~/sites/optimaite/pages/integrations-page";

export const loader = pageTextsLoader("optimaite", "integrations", ["integrations"]);
export const meta = metaFromLoaderData;

export default IntegrationsPage;

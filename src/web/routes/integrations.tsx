import { catalogueMeta } from "~/lib/seo";
import { IntegrationsPage } from "~/sites/optimaite/pages/integrations-page";

export const meta = catalogueMeta("integrations");

export default IntegrationsPage;

import { catalogueMeta } from "~/lib/seo";
import { DetailsPage } from "~/sites/optimaite/pages/details-page";

export const meta = catalogueMeta("details");

export default DetailsPage;

import { catalogueMeta } from "~/lib/seo";
import { OptimaiteHomePage } from "~/sites/optimaite/pages/home-page";

export const meta = catalogueMeta("home");

export default OptimaiteHomePage;

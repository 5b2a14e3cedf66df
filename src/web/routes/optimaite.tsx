import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { OptimaiteHomePage } from "~/sites/optimaite/pages/home-page";

export const loader = pageTextsLoader("optimaite", "home", ["landing"]);
export const meta = catalogueMeta();

export default OptimaiteHomePage;

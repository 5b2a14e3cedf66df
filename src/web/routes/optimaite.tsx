import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { OptimaiteHomePage } from "~/sites/optimaite/pages/home-page";

export const loader = pageTextsLoader("optimaite", ["landing"]);
export const meta = catalogueMeta("home");

export default OptimaiteHomePage;

import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { OptimaiteHomePage } from "~/sites/optimaite/pages/home-page";

export const loader = pageTextsLoader("optimaite", "home", ["landing"]);
export const meta = metaFromLoaderData;

export default OptimaiteHomePage;

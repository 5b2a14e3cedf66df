import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { HomePage } from "~/sites/swisshack/pages/home-page";

export const loader = pageTextsLoader("swisshack", "home", ["landing", "faq"]);
export const meta = catalogueMeta();

export default HomePage;

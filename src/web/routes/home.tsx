import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { HomePage } from "~/sites/swisshack/pages/home-page";

export const loader = pageTextsLoader("swisshack", "home", ["landing", "faq"]);
export const meta = metaFromLoaderData;

export default HomePage;

import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { FaqPage } from "~/sites/optimaite/pages/faq-page";

export const loader = pageTextsLoader("optimaite", "faq", ["faq"]);
export const meta = catalogueMeta();

export default FaqPage;

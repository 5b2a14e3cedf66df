import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { FaqPage } from "~/sites/optimaite/pages/faq-page";

export const loader = pageTextsLoader("optimaite", "faq", ["faq"]);
export const meta = metaFromLoaderData;

export default FaqPage;

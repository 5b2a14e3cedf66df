import { catalogueMeta } from "~/lib/seo";
import { FaqPage } from "~/sites/optimaite/pages/faq-page";

export const meta = catalogueMeta("faq");

export default FaqPage;

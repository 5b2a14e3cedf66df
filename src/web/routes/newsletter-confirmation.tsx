import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { NewsletterResultPage } from "~/sites/swisshack/pages/newsletter-result-page";

export const loader = pageTextsLoader("swisshack", ["newsletterResults"]);
export const meta = catalogueMeta("newsletterConfirmation", { noindex: true });

export default NewsletterResultPage;

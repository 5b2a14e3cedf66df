import { pageTextsLoader } from "~/i18n/page-texts.server";
import { catalogueMeta } from "~/lib/seo";
import { NewsletterResultPage } from "~/sites/swisshack/pages/newsletter-result-page";

export const loader = pageTextsLoader("swisshack", "newsletterConfirmation", ["newsletterResults"]);
export const meta = catalogueMeta({ noindex: true });

export default NewsletterResultPage;

import { metaFromLoaderData } from "~/i18n/page-meta";
import { pageTextsLoader } from "~/i18n/page-texts.server";
import { NewsletterResultPage } from "~/sites/swisshack/pages/newsletter-result-page";

export const loader = pageTextsLoader("swisshack", "newsletterConfirmation", ["newsletterResults"], { noindex: true });
export const meta = metaFromLoaderData;

export default NewsletterResultPage;

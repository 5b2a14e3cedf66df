import { catalogueMeta } from "~/lib/seo";
import { NewsletterResultPage } from "~/sites/swisshack/pages/newsletter-result-page";

export const meta = catalogueMeta("newsletterConfirmation", { noindex: true });

export default NewsletterResultPage;

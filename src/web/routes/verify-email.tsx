import { accountPageMeta } from "~/features/auth/account-page-meta";
import { VerifyEmailPage } from "~/features/auth/verify-email-page";
import { languageNeutralTags } from "~/lib/seo";

// The page renders its title, description and social tags, in the language of the email that links to it
// (account-page-frame.tsx).
export const meta = () => languageNeutralTags(accountPageMeta("verify", "en"));

export default VerifyEmailPage;

import { accountPageMeta } from "~/features/auth/account-page-meta";
import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { languageNeutralTags } from "~/lib/seo";

// The page renders its title, description and social tags, in the language of the email that links to it
// (account-page-frame.tsx).
export const meta = () => languageNeutralTags(accountPageMeta("reset", "en"));

export default ResetPasswordPage;

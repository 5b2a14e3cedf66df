import { accountPageMeta } from "~/features/auth/account-page-meta";
import { AuthPage } from "~/features/auth/auth-page";
import { languageNeutralTags } from "~/lib/seo";

// The page renders its title, description and social tags, in the language of the site the visitor came from
// (account-page-frame.tsx).
export const meta = () => languageNeutralTags(accountPageMeta("auth", "en"));

export default AuthPage;

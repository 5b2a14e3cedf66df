import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { pageMeta, withoutTitle } from "~/lib/seo";
import { RESET_PASSWORD_PATH } from "../../shared/routes";

// The page renders its own <title>, in the language of the email that links to it (reset-password-page.tsx).
export function meta() {
  return withoutTitle(
    pageMeta({
      title: "Reset your password",
      description: "Choose a new password for your account.",
      path: RESET_PASSWORD_PATH,
      site: "optimaite",
      noindex: true,
    }),
  );
}

export default ResetPasswordPage;

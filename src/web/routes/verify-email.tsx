import { VerifyEmailPage } from "~/features/auth/verify-email-page";
import { pageMeta, withoutTitle } from "~/lib/seo";
import { VERIFY_EMAIL_PATH } from "../../shared/routes";

// The page renders its own <title>, in the language of the email that links to it (verify-email-page.tsx).
export function meta() {
  return withoutTitle(
    pageMeta({
      title: "Confirm your email address",
      description: "Confirm the email address of your account.",
      path: VERIFY_EMAIL_PATH,
      site: "optimaite",
      noindex: true,
    }),
  );
}

export default VerifyEmailPage;

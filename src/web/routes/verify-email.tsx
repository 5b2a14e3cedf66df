import { VerifyEmailPage } from "~/features/auth/verify-email-page";
import { pageMeta } from "~/lib/seo";
import { VERIFY_EMAIL_PATH } from "../../shared/routes";

export function meta() {
  return pageMeta({
    title: "Confirm your email address",
    description: "Confirm the email address of your account.",
    path: VERIFY_EMAIL_PATH,
    site: "optimaite",
    noindex: true,
  });
}

export default VerifyEmailPage;

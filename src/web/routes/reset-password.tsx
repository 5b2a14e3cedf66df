import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { pageMeta } from "~/lib/seo";
import { RESET_PASSWORD_PATH } from "../../shared/routes";

export function meta() {
  return pageMeta({
    title: "Reset your password",
    description: "Choose a new password for your account.",
    path: RESET_PASSWORD_PATH,
    site: "optimaite",
    noindex: true,
  });
}

export default ResetPasswordPage;

import { AuthPage } from "~/features/auth/auth-page";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Sign In – OptimAIte",
    description: "Sign in to your account or create one.",
    path: "/auth",
    site: "optimaite",
    noindex: true,
  });
}

export default AuthPage;

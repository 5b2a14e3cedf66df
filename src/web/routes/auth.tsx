import { AuthPage } from "~/features/auth/auth-page";
import { pageMeta, withoutTitle } from "~/lib/seo";

// The page renders its own <title>, in the language of the site the visitor came from (auth-page.tsx).
export function meta() {
  return withoutTitle(
    pageMeta({
      title: "Sign In – OptimAIte",
      description: "Sign in to your account or create one.",
      path: "/auth",
      site: "optimaite",
      noindex: true,
    }),
  );
}

export default AuthPage;

import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Sign In – OptimAIte",
    description: "Sign in or create an account.",
    path: "/auth",
    site: "optimaite",
    noindex: true,
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Sign In</h1>
    </main>
  );
}

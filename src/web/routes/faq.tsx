import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "FAQ – OptimAIte",
    description: "Frequently asked questions about the OptimAIte AI receptionist.",
    path: "/faq",
    site: "optimaite",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Frequently Asked Questions</h1>
    </main>
  );
}

import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Services – OptimAIte",
    description: "AI receptionist services for medical and aesthetic practices.",
    path: "/details",
    site: "optimaite",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Our Services</h1>
    </main>
  );
}

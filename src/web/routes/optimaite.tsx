import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "OptimAIte – AI Receptionist for Medical & Aesthetic Practices",
    description: "24/7 AI receptionist that answers calls, books appointments and recovers lost revenue.",
    path: "/optimaite",
    site: "optimaite",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">AI Receptionist</h1>
    </main>
  );
}

import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Audit Premium – SwissHack",
    description: "L'audit Premium SwissHack : CHF 590, appel expert de 45 minutes, plan d'action sur 5-10 ans.",
    path: "/premium",
    site: "swisshack",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Audit Premium</h1>
    </main>
  );
}

import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Confidentialité – SwissHack",
    description: "Protection des données et cookies chez SwissHack.",
    path: "/confidentialite",
    site: "swisshack",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Confidentialité</h1>
    </main>
  );
}

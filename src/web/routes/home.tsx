import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "SwissHack – Audit financier gratuit en Suisse",
    description:
      "Audit gratuit de votre 3e pilier, LPP, LAMal et impôts pour frontaliers, résidents et indépendants en Suisse.",
    path: "/",
    site: "swisshack",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Audit financier gratuit</h1>
    </main>
  );
}

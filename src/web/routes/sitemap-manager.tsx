import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Sitemap Manager",
    description: "Sitemap manager.",
    path: "/sitemap-manager",
    site: "optimaite",
    noindex: true,
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Sitemap Manager</h1>
    </main>
  );
}

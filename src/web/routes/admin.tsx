import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Admin Dashboard",
    description: "Admin dashboard.",
    path: "/admin",
    site: "optimaite",
    noindex: true,
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
    </main>
  );
}

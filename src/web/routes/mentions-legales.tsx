import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Mentions légales – SwissHack",
    description: "Mentions légales du site SwissHack.",
    path: "/mentions-legales",
    site: "swisshack",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Mentions légales</h1>
    </main>
  );
}

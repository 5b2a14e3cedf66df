import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Integrations – OptimAIte",
    description:
      "OptimAIte connects to Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly and Google Calendar.",
    path: "/integrations",
    site: "optimaite",
  });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Integrations</h1>
    </main>
  );
}

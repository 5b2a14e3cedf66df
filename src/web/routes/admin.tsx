import { AdminPage } from "~/features/admin/admin-page";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Admin Dashboard – OptimAIte",
    description: "Leads, calculator sessions and visits.",
    path: "/admin",
    site: "optimaite",
    noindex: true,
  });
}

export default AdminPage;

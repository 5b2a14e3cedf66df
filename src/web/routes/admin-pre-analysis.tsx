import { PreAnalysisAdminPage } from "~/features/admin/leads/pre-analysis-admin-page";

export function meta() {
  return [{ title: "Pre-analysis – Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export default PreAnalysisAdminPage;

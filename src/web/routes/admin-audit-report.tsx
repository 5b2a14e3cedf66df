import { ReportEditorPage } from "~/features/admin/reports/report-editor-page";

export function meta() {
  return [{ title: "Rapport 48 h – Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export default ReportEditorPage;

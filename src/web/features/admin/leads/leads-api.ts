import type { OnTheWire } from "@shared/schemas/admin";
import type {
  DataSubjectDeleted,
  DataSubjectExport,
  LeadNotes,
  LeadSummary,
  ReportStatusSaved,
} from "@shared/schemas/admin-leads";
import type { RecordsPage } from "@shared/schemas/admin-records";
import type { ReportStatus } from "@shared/schemas/audit-report";
import type { PipelineChange, PipelineState } from "@shared/schemas/pipeline";
import type { PremiumPaymentLink } from "@shared/schemas/premium-payment-link";
import { apiRequest } from "~/lib/api-client";
import type { RecordsSource } from "../shared/records-tab";

// Every request of the leads tabs: records, pipeline, notes, audits' reports, pre-analyses, Premium payment links,
// data-subject requests (src/server/admin/admin-routes.ts, pipeline-routes.ts, report-status-routes.ts;
// src/server/pre-analysis; src/server/premium-orders/payment-link-routes.ts).

const ADMIN = "/api/admin";

/** A lead tab's rows, a page at a time, and its CSV export. */
export const leadRecords = (tab: string): RecordsSource => ({
  page: (query) => apiRequest<RecordsPage>(`${ADMIN}/records/${tab}?${query}`),
  exportUrl: (query) => `${ADMIN}/records/${tab}/export${query ? `?${query}` : ""}`,
});

export const loadLeadSummary = () => apiRequest<LeadSummary>(`${ADMIN}/leads/summary`);

export const saveLeadPipeline = (tab: string, id: string, change: PipelineChange) =>
  apiRequest<PipelineState>(`${ADMIN}/leads/${tab}/${id}`, { method: "PATCH", body: change });

export type LeadNote = OnTheWire<LeadNotes>["notes"][number];

export const loadLeadNotes = (tab: string, id: string) =>
  apiRequest<OnTheWire<LeadNotes>>(`${ADMIN}/leads/${tab}/${id}/notes`).then(({ notes }) => notes);

export const saveReportStatus = (id: string, status: ReportStatus) =>
  apiRequest<ReportStatusSaved>(`${ADMIN}/audits/${id}/report-status`, { method: "PUT", body: { status } });

const dataSubject = (email: string) => `${ADMIN}/data-subject?email=${encodeURIComponent(email.trim())}`;

export const exportDataSubject = (email: string) => apiRequest<DataSubjectExport>(dataSubject(email));

export const deleteDataSubject = (email: string) =>
  apiRequest<DataSubjectDeleted>(dataSubject(email), { method: "DELETE" });

/** An audit request's pre-analysis as JSON (the admin page reads it) and as its PDF (a download link). */
export const preAnalysisUrl = (id: string) => `${ADMIN}/pre-analyses/${encodeURIComponent(id)}`;
export const preAnalysisPdfUrl = (id: string) => `${preAnalysisUrl(id)}/pdf`;

/** An audit request's Premium payment link (shown, copied), and its email to the person in their language. */
const premiumLink = (id: string) => `${ADMIN}/audits/${encodeURIComponent(id)}/premium-link`;
export const loadPremiumLink = (id: string) => apiRequest<PremiumPaymentLink>(premiumLink(id));
export const emailPremiumLink = (id: string) =>
  apiRequest<PremiumPaymentLink>(`${premiumLink(id)}/email`, { method: "POST" });

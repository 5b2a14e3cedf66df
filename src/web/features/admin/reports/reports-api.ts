import type { OnTheWire } from "@shared/schemas/admin";
import type {
  AuditReportDocument,
  AuditReportEditor,
  draftSavedSchema,
  reportSentSchema,
  SendReport,
} from "@shared/schemas/audit-report-document";
import type { z } from "@shared/schemas/zod";
import { apiRequest } from "~/lib/api-client";

// Every request of the report editor (src/server/audit-report/report-routes.ts).

const audit = (id: string) => `/api/admin/audits/${encodeURIComponent(id)}/report`;

export const loadReportEditor = (id: string) => apiRequest<OnTheWire<AuditReportEditor>>(audit(id));

export const saveReportDraft = (id: string, draft: AuditReportDocument, options: { keepalive?: boolean } = {}) =>
  apiRequest<z.infer<typeof draftSavedSchema>>(`${audit(id)}/draft`, { method: "PUT", body: draft, ...options });

export const sendReport = (id: string, body: SendReport) =>
  apiRequest<z.infer<typeof reportSentSchema>>(`${audit(id)}/send`, { method: "POST", body });

/** The saved draft as the PDF the person will get. */
export const reportPreviewUrl = (id: string) => `${audit(id)}/preview`;

/** A sent report's PDF, as the person received it. */
export const sentReportPdfUrl = (sentId: string) => `/api/admin/audit-reports/${encodeURIComponent(sentId)}/pdf`;

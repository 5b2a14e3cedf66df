import { z } from "./zod";

/** The promised 48-hour report of an audit request: not sent yet, sent, then the follow-up call made. */
export const REPORT_STATUSES = ["new", "report-sent", "called"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How the back office names each step. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  new: "New",
  "report-sent": "Report sent",
  called: "Called",
};

/** The report is promised within 48 hours of the request. */
export const REPORT_PROMISED_WITHIN_HOURS = 48;

export const reportStatusChangeSchema = z.object({ status: z.enum(REPORT_STATUSES) });
export type ReportStatusChange = z.infer<typeof reportStatusChangeSchema>;

import { REPORT_STATUSES } from "./audit-report";
import { z } from "./zod";

// The lead pipeline's answers (src/server/admin/pipeline-routes.ts), typed on both sides.

/** The back office's tabs that hold leads (every record tab but the visitors). */
export const LEAD_TABS = ["contacts", "demos", "calculator", "audits", "newsletter"] as const;
export type LeadTab = (typeof LEAD_TABS)[number];

/** An open lead whose follow-up day is today or past. */
export const followUpSchema = z.object({
  tab: z.enum(LEAD_TABS),
  id: z.string(),
  who: z.string(),
  status: z.string(),
  followUpOn: z.string(),
  note: z.string().nullable(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** New leads per tab and the follow-ups due (GET /api/admin/leads/summary). */
export const leadSummarySchema = z.object({
  today: z.string(),
  newCounts: z.record(z.string(), z.number()),
  followUps: z.array(followUpSchema),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** A lead's pipeline changes, newest first. */
export const leadEventsSchema = z.object({
  events: z.array(z.object({ at: z.date(), actorEmail: z.string(), changes: z.record(z.string(), z.unknown()) })),
});
export type LeadEvents = z.infer<typeof leadEventsSchema>;

/** Every note about a lead, newest first. */
export const leadNotesSchema = z.object({
  notes: z.array(z.object({ at: z.date(), authorEmail: z.string(), text: z.string() })),
});
export type LeadNotes = z.infer<typeof leadNotesSchema>;

/** Everything stored about one email address, per table (GET /api/admin/data-subject). */
export const dataSubjectExportSchema = z.record(z.string(), z.unknown());
export type DataSubjectExport = z.infer<typeof dataSubjectExportSchema>;

/** The rows deleted per table (DELETE /api/admin/data-subject). */
export const dataSubjectDeletedSchema = z.record(z.string(), z.number());
export type DataSubjectDeleted = z.infer<typeof dataSubjectDeletedSchema>;

/** An audit's 48-hour report status as saved (PUT /api/admin/audits/{id}/report-status). */
export const reportStatusSavedSchema = z.object({ status: z.enum(REPORT_STATUSES) });
export type ReportStatusSaved = z.infer<typeof reportStatusSavedSchema>;

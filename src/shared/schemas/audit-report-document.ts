import { SITE_LOCALES } from "../i18n/locales";
import { storableString } from "./storable";
import { z } from "./zod";

// The personalised 48-hour report as the expert writes it (issue 55): their own sections and recommendations around
// the person's pre-analysis, in the person's language. What the PDF shows is composed from it (compose-report.ts).

/** The pre-analysis sections a report may carry over, as the engine names them. */
export const PRE_ANALYSIS_SECTION_IDS = ["pillar3a", "lamal", "frontalier", "levers"] as const;

const MESSAGES = {
  tooLong: (max: number) => `At most ${max} characters`,
  heading: "A section needs a heading",
  tooMany: (max: number) => `At most ${max}`,
};

const text = (max: number) => storableString().max(max, MESSAGES.tooLong(max));

export const reportSectionSchema = z.object({
  heading: text(200).trim().min(1, MESSAGES.heading),
  /** Paragraphs separated by an empty line; lines starting with "- " are a list; "## " starts a new heading. */
  body: text(10_000),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const auditReportDocumentSchema = z.object({
  locale: z.enum(SITE_LOCALES.swisshack),
  title: text(200).trim().min(1, "The report needs a title"),
  introduction: text(5_000),
  /** Which of the pre-analysis's sections (figures, levers, dates, sources) the report keeps, in its order. */
  preAnalysisSections: z.array(z.enum(PRE_ANALYSIS_SECTION_IDS)).max(PRE_ANALYSIS_SECTION_IDS.length),
  sections: z.array(reportSectionSchema).max(20, MESSAGES.tooMany(20)),
  recommendations: z.array(text(1_000).trim().min(1)).max(20, MESSAGES.tooMany(20)),
});
export type AuditReportDocument = z.infer<typeof auditReportDocumentSchema>;

/** One report sent, as the admin lists it. */
export const sentReportSchema = z.object({
  id: z.string(),
  sentAt: z.string(),
  sentBy: z.string(),
});
export type SentReport = z.infer<typeof sentReportSchema>;

/** The editor's starting point: the request, its draft (or a first one made from the pre-analysis), what was sent. */
export const auditReportEditorSchema = z.object({
  request: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    locale: z.enum(SITE_LOCALES.swisshack),
    createdAt: z.string(),
    reportStatus: z.string(),
  }),
  draft: auditReportDocumentSchema,
  draftSavedAt: z.string().nullable(),
  /** The pre-analysis's sections, with their headings in the person's language; empty without a second step. */
  availableSections: z.array(z.object({ id: z.enum(PRE_ANALYSIS_SECTION_IDS), heading: z.string() })),
  sent: z.array(sentReportSchema),
});
export type AuditReportEditor = z.infer<typeof auditReportEditorSchema>;

export const draftSavedSchema = z.object({ savedAt: z.string() });

/** `sendId` names one press of "Send": pressed twice, or on two instances, it sends once. */
export const sendReportSchema = z.object({
  sendId: z.uuid(),
  /** Required when a report was already sent: the expert has been asked and confirmed. */
  sendAgain: z.boolean().optional(),
});
export type SendReport = z.infer<typeof sendReportSchema>;

export const reportSentSchema = z.object({ sent: sentReportSchema, reportStatus: z.string() });

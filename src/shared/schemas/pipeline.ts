import { storableString } from "./storable";
import { z } from "./zod";

/** Where a lead stands (issue 16). Every lead starts as "new". */
export const PIPELINE_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** How the back office names each status. */
export const PIPELINE_STATUS_LABELS: Record<PipelineStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** A day in the owner's calendar, "2026-11-30". */
export const calendarDaySchema = z.iso.date();

/**
 * The owner's change to a lead: any of status, note and follow-up date (null clears the date). A note is added to the
 * lead's notes, never written over the last one; null or empty adds none.
 */
export const pipelineChangeSchema = z
  .object({
    status: z.enum(PIPELINE_STATUSES).optional(),
    note: storableString().trim().max(4000).nullable().optional(),
    followUpOn: calendarDaySchema.nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "Nothing to change");

export type PipelineChange = z.infer<typeof pipelineChangeSchema>;

export const pipelineStateSchema = z.object({
  status: z.enum(PIPELINE_STATUSES),
  /** The newest note. */
  note: z.string().nullable(),
  followUpOn: z.string().nullable(),
});

export type PipelineState = z.infer<typeof pipelineStateSchema>;

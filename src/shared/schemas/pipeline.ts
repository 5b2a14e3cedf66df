import { storableString } from "./storable";
import { z } from "./zod";

/** Where a lead stands (issue 16). Every lead starts as "new". */
export const PIPELINE_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** A day in the owner's calendar, "2026-11-30". */
export const calendarDaySchema = z.iso.date();

/** The owner's change to a lead: any of status, note and follow-up date (null clears the note or the date). */
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
  note: z.string().nullable(),
  followUpOn: z.string().nullable(),
});

export type PipelineState = z.infer<typeof pipelineStateSchema>;

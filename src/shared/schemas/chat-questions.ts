import { z } from "./zod";

// The questions the assistant could not answer, grouped for the admin (issue 56): the owner grows the FAQ from them.

/** How long an unanswered question is kept (the privacy pages say so in every language). */
export const UNANSWERED_RETENTION_DAYS = 90;

export const unansweredGroupSchema = z.object({
  site: z.enum(["swisshack", "optimaite"]),
  /** The latest wording of the group's question, emails and phone numbers masked. */
  question: z.string(),
  /** How many times it was asked in the kept days. */
  count: z.number().int(),
  /** The page languages it was asked in ("fr", "de"…). */
  locales: z.array(z.string()),
  lastAskedAt: z.string(),
});
export type UnansweredGroup = z.infer<typeof unansweredGroupSchema>;

export const unansweredQuestionsResponseSchema = z.object({
  groups: z.array(unansweredGroupSchema),
  /** Every unanswered question kept, grouped or not. */
  total: z.number().int(),
});
export type UnansweredQuestionsResponse = z.infer<typeof unansweredQuestionsResponseSchema>;

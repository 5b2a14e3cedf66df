import { z } from "./zod";

// The back office's record tabs (GET /api/admin/records/{tab}): one keyset page of stored rows.

/** One stored row as the table shows it: its columns by name (each tab has its own). */
export const recordRowSchema = z.record(z.string(), z.unknown());
export type RecordRow = z.infer<typeof recordRowSchema>;

export const recordsPageSchema = z.object({ rows: z.array(recordRowSchema), nextCursor: z.string().nullable() });
export type RecordsPage = z.infer<typeof recordsPageSchema>;

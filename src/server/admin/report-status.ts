import type { ReportStatus } from "@shared/schemas/audit-report";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditRequests, leadEvents } from "../db/schema";
import type { Actor } from "./actor";

type Writer = Pick<Db, "update" | "insert">;

/** Writes the new status and its line in lead_events (who, when, from what), inside the caller's transaction. */
export async function recordReportStatus(
  tx: Writer,
  id: string,
  change: { from: ReportStatus; to: ReportStatus },
  actor: Actor,
): Promise<void> {
  await tx.update(auditRequests).set({ reportStatus: change.to }).where(eq(auditRequests.id, id));
  await tx.insert(leadEvents).values({
    leadKind: "audits",
    leadId: id,
    actorId: actor.id,
    actorEmail: actor.email,
    changes: { reportStatus: [change.from, change.to] },
  });
}

/** Locks the request's row for the rest of the transaction and reads its report status; null when there is none. */
export async function lockReportStatus(tx: Pick<Db, "select">, id: string): Promise<ReportStatus | null> {
  const [row] = await tx
    .select({ status: auditRequests.reportStatus })
    .from(auditRequests)
    .where(eq(auditRequests.id, id))
    .for("update");
  return row?.status ?? null;
}

/** Moves an audit request's 48-hour report to `status` and logs who did it; null when there is no such request. */
export async function changeReportStatus(
  db: Db,
  id: string,
  status: ReportStatus,
  actor: Actor,
): Promise<ReportStatus | null> {
  return db.transaction(async (tx) => {
    const before = await lockReportStatus(tx, id);
    if (!before) return null;
    if (before !== status) await recordReportStatus(tx, id, { from: before, to: status }, actor);
    return status;
  });
}

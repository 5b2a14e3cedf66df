import type { ReportStatus } from "@shared/schemas/audit-report";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditRequests, leadEvents } from "../db/schema";
import type { Actor } from "./actor";

/** Moves an audit request's 48-hour report to `status` and logs who did it; null when there is no such request. */
export async function changeReportStatus(
  db: Db,
  id: string,
  status: ReportStatus,
  actor: Actor,
): Promise<ReportStatus | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: auditRequests.reportStatus })
      .from(auditRequests)
      .where(eq(auditRequests.id, id))
      .for("update");
    if (!before) return null;
    if (before.status === status) return status;
    await tx.update(auditRequests).set({ reportStatus: status }).where(eq(auditRequests.id, id));
    await tx.insert(leadEvents).values({
      leadKind: "audits",
      leadId: id,
      actorId: actor.id,
      actorEmail: actor.email,
      changes: { reportStatus: [before.status, status] },
    });
    return status;
  });
}

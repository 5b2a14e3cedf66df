import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, newsletterDeliveries } from "../db/schema";

/**
 * Someone who unsubscribes gets no issue still waiting in the outbox (the newsletter is throttled: an issue can take
 * hours to reach everyone): its email is taken out and its delivery marked "withdrawn", which the campaign counts as
 * a recipient who unsubscribed. An email another instance is sending at this moment is locked, and left to go.
 */
export async function withdrawWaitingIssues(tx: Db, subscriptionId: string): Promise<number> {
  const waiting = await tx
    .select({ outboxId: emailOutbox.id })
    .from(newsletterDeliveries)
    .innerJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.outboxId))
    .where(
      and(
        eq(newsletterDeliveries.subscriptionId, subscriptionId),
        eq(newsletterDeliveries.status, "queued"),
        eq(emailOutbox.status, "pending"),
      ),
    )
    .for("update", { of: emailOutbox, skipLocked: true });
  const ids = waiting.map((row) => row.outboxId);
  if (ids.length === 0) return 0;
  await tx.update(newsletterDeliveries).set({ status: "withdrawn" }).where(inArray(newsletterDeliveries.outboxId, ids));
  await tx.delete(emailOutbox).where(inArray(emailOutbox.id, ids));
  return ids.length;
}
